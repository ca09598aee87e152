import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { WEBKIT_DRIVER_PATH } from './browsers.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Answers `GET /?slot=N&width=W&height=H` with an X display (":N") whose windows show a W x H viewport. */
    displayBroker: string;
  }
}

/** What the WebKit journeys need from Debian (webkit2gtk-driver, xvfb, matchbox-window-manager). */
export const WEBKIT_TOOLS = [WEBKIT_DRIVER_PATH, '/usr/bin/Xvfb', '/usr/bin/matchbox-window-manager'];

/**
 * MiniBrowser's toolbar takes 38 px of its window: a screen of W x (H + 38) gives a W x H viewport,
 * because matchbox-window-manager (without a title bar) makes every window fill the screen. Without
 * a window manager MiniBrowser keeps a window at least 447 px wide.
 */
export const TOOLBAR_HEIGHT = 38;

interface Display {
  name: string;
  stop: () => void;
}

/** An Xvfb server on a free display number, and matchbox-window-manager on it. */
function startDisplay(width: number, height: number): Promise<Display> {
  return new Promise((resolve, reject) => {
    // -displayfd: Xvfb picks a free display and writes its number once it accepts clients.
    const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', `${width}x${height + TOOLBAR_HEIGHT}x24`, '-nolisten', 'tcp'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let output = '';
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready`)));
    xvfb.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('\n')) return;
      const name = `:${output.trim()}`;
      const manager: ChildProcess = spawn('matchbox-window-manager', ['-use_titlebar', 'no'], {
        stdio: 'ignore',
        env: { ...process.env, DISPLAY: name },
      });
      resolve({
        name,
        stop: () => {
          manager.kill();
          xvfb.kill();
        },
      });
    });
  });
}

/**
 * The displays of the WebKit project, started on first use: one per worker slot and viewport size,
 * so two files running at the same time never share a screen (a window manager keeps one window
 * in front).
 */
export default async function setup(project: TestProject) {
  const missing = WEBKIT_TOOLS.filter((tool) => !existsSync(tool));
  if (missing.length)
    throw new Error(
      `${project.name}: missing ${missing.join(', ')} (Debian: apt-get install webkit2gtk-driver xvfb xauth matchbox-window-manager)`,
    );
  const displays = new Map<string, Promise<Display>>();
  const broker = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://broker').searchParams;
    const [slot, width, height] = ['slot', 'width', 'height'].map((key) => Number(query.get(key)));
    const key = `${slot}:${width}x${height}`;
    let display = displays.get(key);
    if (!display) displays.set(key, (display = startDisplay(width!, height!)));
    display.then(
      ({ name }) => response.end(name),
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  project.provide('displayBroker', `http://127.0.0.1:${(broker.address() as AddressInfo).port}`);
  return async () => {
    broker.close();
    for (const display of displays.values()) (await display.catch(() => null))?.stop();
  };
}
