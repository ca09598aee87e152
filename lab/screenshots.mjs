// npm run screenshots: the pictures of the main screens (CONTRIBUTING.md, "Screenshots"; the README shows one), at 1280 px (desktop) and 375 px
// (phone), into docs/screenshots/. Builds the bundle (skip with --no-build), starts the demo host and
// the reference API on free ports, signs ana.souza in through the portal's own screens and shoots
// the portal element only (not the host page around it). Modals live in the browser's top layer,
// so those are shot as the window sees them, cropped to the portal's width.
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { firefox } from 'playwright-core-bidi';
import { FIREFOX_PATH, launchChromium } from '../test-kit/browsers.mjs';
import { buildOnce } from '../build-steps/build-once.mjs';
import { startDemoSite } from '../demo/demo-site.mjs';

// `--engine firefox` shoots the same screens in Firefox (WebDriver BiDi) into /tmp/shots-firefox,
// for a person to compare; the committed pictures are Chromium's.
const ENGINE = process.argv.includes('--engine') ? process.argv[process.argv.indexOf('--engine') + 1] : 'chromium';
const OUT = ENGINE === 'firefox' ? '/tmp/shots-firefox' : 'docs/screenshots';
const DEVICES = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 812 },
};
const ANA = { email: 'ana.souza@exemplo.com.br', password: 'Portal@2026' };

if (!process.argv.includes('--no-build')) buildOnce();

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

// Dev routes: the attention panel's failed state is shot with GET /api/financeiro answering 500.
const site = await startDemoSite({ demoPort: 0, apiPort: 0, devRoutes: true });
const faults = (init) => fetch(`${site.apiUrl}/dev/faults`, { headers: { 'Content-Type': 'application/json' }, ...init });
const browser =
  ENGINE === 'firefox' ? await firefox.launch({ channel: 'moz-firefox', executablePath: FIREFOX_PATH }) : await launchChromium();

/** The screen is settled: no skeleton, every image in the portal loaded, fonts ready. */
async function settle(page) {
  // Lazy images outside the window would load only as the shot grows past it: load them now.
  await page.evaluate(() => {
    for (const image of document.querySelector('portal-cliente')?.shadowRoot?.querySelectorAll('img') ?? []) image.loading = 'eager';
  });
  await page.waitForFunction(() => {
    const root = document.querySelector('portal-cliente')?.shadowRoot;
    if (!root || root.querySelector('[aria-busy="true"]')) return false;
    return [...root.querySelectorAll('img')].every((image) => image.complete);
  });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(200);
}

async function go(page, path) {
  await page.evaluate((hash) => (location.hash = hash), `#${path}`);
  await settle(page);
}

try {
  for (const [device, viewport] of Object.entries(DEVICES)) {
    const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const portal = page.locator('portal-cliente');
    const file = (name) => join(OUT, `${name}-${device}.png`);

    /**
     * The whole portal element. The help launcher sticks to the bottom of the window: a window as
     * tall as the page down to the portal's end lets it rest in its own strip there, as a visitor
     * who scrolls down sees it, instead of floating over the middle of the picture.
     */
    const shoot = async (name) => {
      await settle(page);
      const bottom = await portal.evaluate((element) => element.getBoundingClientRect().bottom + scrollY);
      await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, Math.ceil(bottom)) });
      await page.evaluate(() => scrollTo(0, 0));
      await settle(page);
      await portal.screenshot({ path: file(name), type: 'png', animations: 'disabled', caret: 'hide' });
      await page.setViewportSize(viewport);
    };
    /** What the window shows, cropped to the portal's width (an open modal). */
    const shootWindow = async (name) => {
      await settle(page);
      const clip = await portal.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const [x, y] = [Math.max(0, rect.left), Math.max(0, rect.top)];
        return { x, y, width: Math.min(innerWidth, rect.right) - x, height: Math.min(innerHeight, rect.bottom) - y };
      });
      await page.screenshot({ path: file(name), type: 'png', animations: 'disabled', caret: 'hide', clip });
    };

    await page.goto(`${site.demoUrl}/#/conta`);
    await portal.getByRole('link', { name: 'Já tenho cadastro' }).waitFor();
    await shoot('conta');

    await portal.getByRole('link', { name: 'Já tenho cadastro' }).click();
    await portal.getByLabel('E-mail', { exact: true }).fill('ana@');
    await portal.getByLabel('Senha', { exact: true }).fill('123');
    await portal.getByRole('button', { name: 'Acessar' }).click();
    await portal.getByText('E-mail inválido').waitFor();
    await shoot('entrar-erros');

    // Emptied first: Firefox's WebDriver BiDi mode appends to an e-mail field's text on fill().
    for (const [label, text] of [
      ['E-mail', ANA.email],
      ['Senha', ANA.password],
    ]) {
      await portal.getByLabel(label, { exact: true }).clear();
      await portal.getByLabel(label, { exact: true }).fill(text);
    }
    await portal.getByRole('button', { name: 'Acessar' }).click();
    await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    // The carousel loads as it nears the window: bring it in, then back to the top.
    await portal.locator('.pc-carousel-place').scrollIntoViewIfNeeded();
    await portal.locator('.swiper-initialized').waitFor();
    await portal.evaluate((element) => element.scrollIntoView());
    await page.mouse.move(0, 0);
    await shoot('home');

    // The attention panel when the finance call fails: what could not be checked, with a retry.
    await faults({ method: 'POST', body: JSON.stringify({ path: '/api/financeiro', method: 'GET', kind: '500', times: 1000 }) });
    await page.reload();
    await portal.getByText('Não foi possível verificar suas cobranças.', { exact: false }).waitFor();
    await page.mouse.move(0, 0);
    await shoot('home-falha');
    await faults({ method: 'DELETE' });
    await page.reload();
    await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();

    await portal.evaluate((element) => element.scrollIntoView());
    await portal.getByRole('button', { name: 'Contatos' }).click();
    await portal.getByRole('dialog', { name: 'Contatos' }).getByText('Renata Lopes').waitFor();
    await shootWindow('contatos');
    await page.keyboard.press('Escape');

    await go(page, '/servicos');
    await portal.evaluate((element) => element.scrollIntoView());
    await portal.getByRole('button', { name: 'Buffet completo - Menu Villa Jardim' }).click();
    await portal.getByRole('dialog').getByText('Coquetel de boas-vindas com 8 tipos de canapés').waitFor();
    await page.mouse.move(0, 0);
    await shootWindow('servicos-descricao');
    await page.keyboard.press('Escape');

    for (const [path, name] of [
      ['/contratos', 'contratos'],
      ['/financeiro', 'financeiro'],
      ['/agenda', 'agenda'],
      ['/eventos', 'eventos'],
    ]) {
      await go(page, path);
      await page.mouse.move(0, 0);
      await shoot(name);
    }

    // 'Pagar com Pix' on the first open charge with a Pix code, its QR code drawn.
    await go(page, '/financeiro');
    await portal
      .getByRole('button', { name: /^Pagar com Pix/ })
      .first()
      .click();
    await portal
      .getByRole('dialog')
      .getByRole('img', { name: /^QR code Pix/ })
      .waitFor();
    // The click scrolled the button, low on the screen, into view: bring the portal back over the
    // whole window so the crop holds the whole dialog (it stays centred in the window).
    await portal.evaluate((element) => element.scrollIntoView());
    await page.mouse.move(0, 0);
    await shootWindow('pix');
    // After 'Já paguei': how to send the receipt, and the charge awaiting confirmation.
    await portal.getByRole('dialog').getByRole('button', { name: 'Já paguei' }).click();
    await portal
      .getByRole('dialog')
      .getByRole('link', { name: /^Enviar comprovante/ })
      .first()
      .waitFor();
    await shootWindow('pix-ja-paguei');
    await page.keyboard.press('Escape');
    if (device === 'phone') {
      // Paid and cancelled charges, unfolded.
      await portal.getByRole('button', { name: /^Ver \d+ cobranças? pagas?/ }).click();
      await page.mouse.move(0, 0);
      await shoot('financeiro-pagas');
    }

    // The silver anniversary's charge with a broken Pix code: no 'Pagar com Pix', the team instead.
    await go(page, '/eventos');
    await portal.getByRole('button', { name: '42903', exact: true }).click();
    await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    await go(page, '/financeiro');
    await portal.getByText('Código Pix indisponível. Fale com a equipe.').waitFor();
    await page.mouse.move(0, 0);
    await shoot('financeiro-pix-indisponivel');
    // Back to the wedding: the current event lives on the server, and the next device starts there.
    await go(page, '/eventos');
    await portal.getByRole('button', { name: '41587', exact: true }).click();
    await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}

const files = readdirSync(OUT).sort();
const total = files.reduce((sum, name) => sum + statSync(join(OUT, name)).size, 0);
for (const name of files) console.log(`${join(OUT, name)}  ${(statSync(join(OUT, name)).size / 1000).toFixed(0)} KB`);
console.log(`${files.length} files, ${(total / 1e6).toFixed(2)} MB`);
