// @ts-check
// npm run lab -- instrumentation [--runs 21] [--no-build]: what the lab's own instrument costs a
// load (docs/performance.md, "What each part measures"). Every timed load of the lab goes through
// Playwright, which turns on DevTools' Network domain in each page (its request events need it, and so
// does Chromium's network emulation, the lab's phone). With it on, the page's renderer reports every
// request and response to DevTools as they happen, on its main thread. A phone in a customer's hand
// does none of that.
// This drives Chromium over its DevTools pipe directly, without Playwright, so the Network domain can
// stay off: the blank page, the login and the home with data (a session seeded in storage), at 4x
// CPU and 375 px on loopback (the emulated phone network needs the domain on, so it cannot be
// compared), each loaded with the domain on and off, alternating; ms from navigation start until
// ready (the lab's own checks, polled every frame in the page), medians of --runs.
import { spawn } from 'node:child_process';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-kit/browsers.mjs';
import { homeReadyInPage, loginReadyInPage } from '../test-kit/screen-ready.mjs';
import { commandLine, CPU_THROTTLING, median, openLab, PHONE_VIEWPORT } from './lab-site.mjs';
import { clearStep, tick } from './progress.mjs';

const args = commandLine();
const RUNS = args.number('--runs', 21);

/**
 * Chromium with its DevTools protocol on file descriptors 3 (commands in) and 4 (messages out),
 * each message a JSON text ended by a NUL byte.
 */
function launchOverPipe() {
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, '--headless', '--remote-debugging-pipe', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const [input, output] = /** @type {[import('node:stream').Writable, import('node:stream').Readable]} */ (
    /** @type {unknown[]} */ (child.stdio).slice(3, 5)
  );
  /** @type {Map<number, { resolve: (result: any) => void, reject: (error: Error) => void }>} */
  const pending = new Map();
  let buffer = '';
  output.setEncoding('utf8');
  output.on('data', (/** @type {string} */ text) => {
    buffer += text;
    let end;
    while ((end = buffer.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      const waiting = pending.get(message.id);
      if (!waiting) continue;
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`${message.error.message} (${message.error.code})`));
      else waiting.resolve(message.result);
    }
  });
  let lastId = 0;
  return {
    /** @param {string} method @param {object} [params] @param {string} [sessionId] @returns {Promise<any>} */
    send(method, params = {}, sessionId = undefined) {
      const id = ++lastId;
      input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    },
    close: () => child.kill(),
  };
}

// The lab's Playwright Chromium signs the visitor in; the loads go through a Chromium of our own.
const lab = await openLab({ build: !args.has('--no-build') });
const { site, session } = lab;
const browser = launchOverPipe();
try {
  // Runs in the page before its own scripts: the session into storage, then the ready check every frame.
  const seed = `for (const { name, value } of ${JSON.stringify(session.storage.localStorage)}) localStorage.setItem(name, value);`;
  const pollEveryFrame = (/** @type {Function} */ ready, /** @type {unknown} */ arg = null) =>
    `(() => { const ready = ${ready}; const check = () => { const at = ready(${JSON.stringify(arg)}); if (at) window.__readyAt = at; else requestAnimationFrame(check); }; requestAnimationFrame(check); })();`;
  const pages = {
    blank: { path: '/blank.html', script: `addEventListener('load', () => { window.__readyAt = performance.now(); });` },
    login: { path: '/#/conta/entrar', script: pollEveryFrame(loginReadyInPage) },
    home: { path: '/#/', script: `${seed}\n${pollEveryFrame(homeReadyInPage, session.description)}` },
  };

  /** One load in a fresh browser context (empty cache): ms until ready. @param {keyof typeof pages} name @param {boolean} network */
  const load = async (name, network) => {
    const { browserContextId } = await browser.send('Target.createBrowserContext', { disposeOnDetach: true });
    try {
      const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
      const send = (/** @type {string} */ method, /** @type {object} */ params = {}) => browser.send(method, params, sessionId);
      await send('Page.enable');
      await send('Page.addScriptToEvaluateOnNewDocument', { source: pages[name].script });
      await send('Emulation.setDeviceMetricsOverride', { ...PHONE_VIEWPORT, deviceScaleFactor: 1, mobile: false });
      await send('Emulation.setTimezoneOverride', { timezoneId: 'America/Sao_Paulo' });
      await send('Emulation.setLocaleOverride', { locale: 'pt-BR' });
      await send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
      if (network) await send('Network.enable');
      await send('Page.navigate', { url: `${site.demoUrl}${pages[name].path}` });
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const { result } = await send('Runtime.evaluate', { expression: 'window.__readyAt ?? null', returnByValue: true });
        if (typeof result.value === 'number') return result.value;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`${name} never got ready`);
    } finally {
      await browser.send('Target.disposeBrowserContext', { browserContextId });
    }
  };

  /** @type {Record<string, { on: number[], off: number[] }>} */
  const samples = {};
  for (let run = 0; run < RUNS; run++) {
    for (const name of /** @type {(keyof typeof pages)[]} */ (Object.keys(pages)))
      // Alternate which goes first, so the machine's noise falls on both alike.
      for (const network of run % 2 ? [false, true] : [true, false])
        (samples[name] ??= { on: [], off: [] })[network ? 'on' : 'off'].push(await load(name, network));
    tick('instrumentation: run', run + 1, RUNS);
  }
  clearStep();
  console.log(
    `${new Date().toISOString().slice(0, 10)}, Chromium over its DevTools pipe, ${CPU_THROTTLING}x CPU, 375 px, loopback, empty cache; ms until ready, medians of ${RUNS}:`,
  );
  console.log('| page | Network domain on | off | on − off |\n|---|---:|---:|---:|');
  for (const [name, { on, off }] of Object.entries(samples))
    console.log(`| ${name} | ${Math.round(median(on))} | ${Math.round(median(off))} | ${Math.round(median(on) - median(off))} |`);
} finally {
  browser.close();
  await lab.close();
}
