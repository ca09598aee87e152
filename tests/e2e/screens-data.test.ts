// @engines chromium: the data screens are the portal's logic; the sanitiser's DOM is sanitiser's, in both
import type { BrowserContext, Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../../test-kit/browser';
import { downloadBytes } from '../../test-kit/download-bytes';
import { useE2e } from '../../test-kit/use-e2e';
import { go, portalOf, shot, signedIn } from '../../test-kit/screens-support';

const e2e = useE2e({ pages: 'warm' });

/** A download started by the page or by the tab a `target=_blank` link opened. */
function nextDownload(page: Page, context: BrowserContext): Promise<Download> {
  return new Promise((resolve) => {
    page.once('download', resolve);
    context.once('page', (tab) => tab.once('download', resolve));
  });
}

describe('/servicos', () => {
  it('opens a description with its links in a new tab, and closes with Escape back to the row', async () => {
    const { page, errors } = await signedIn(e2e, DESKTOP);
    const portal = portalOf(page);
    await go(page, '/servicos');
    const row = portal.getByRole('button', { name: 'Buffet completo - Menu Villa Jardim' });
    await row.click();
    const dialog = portal.getByRole('dialog', { name: 'Buffet completo - Menu Villa Jardim' });
    await dialog.getByText('Coquetel de boas-vindas com 8 tipos de canapés').waitFor();
    const link = dialog.getByRole('link', { name: 'Ver cardápio completo' });
    expect([await link.getAttribute('target'), await link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    await shot(page, 'servicos-descricao');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await row.evaluate((button) => (button.getRootNode() as ShadowRoot).activeElement === button)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('sanitises a hostile description by the rules', async () => {
    const { page } = await signedIn(e2e, PHONE);
    const portal = portalOf(page);
    await go(page, '/servicos');
    await portal.getByRole('button', { name: 'Bolo de casamento' }).click();
    const dialog = portal.getByRole('dialog', { name: 'Bolo de casamento' });
    await dialog.getByText('Degustação agendada para dezembro.').waitFor();
    // An image that lost its src or fails to load is dropped (the missing .svg on its error).
    await expect.poll(() => dialog.locator('img').count()).toBe(0);
    const body = await dialog.locator('.pc-modal-body').evaluate((element) => ({
      scripts: element.querySelectorAll('script').length,
      handlers: element.querySelectorAll('[onerror], [onclick], [onload]').length,
      styled: element.querySelectorAll('[style]').length,
      hrefs: [...element.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      srcs: [...element.querySelectorAll('img')].map((img) => img.getAttribute('src')?.replace(/^https?:\/\/[^/]+/, '') ?? null),
    }));
    // Links left without a safe href are plain text.
    expect(body).toEqual({ scripts: 0, handlers: 0, styled: 0, hrefs: [], srcs: [] });
    // The broken image was dropped on its error, so its onerror, had it survived, has run by now.
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    await shot(page, 'servicos-descricao-sanitizada');
  });

  it("shows the service name and 'Sem descrição' for a service without one", async () => {
    const { page } = await signedIn(e2e, PHONE);
    const portal = portalOf(page);
    await go(page, '/servicos');
    await portal.getByRole('button', { name: 'Doces finos' }).click();
    await portal.getByRole('dialog', { name: 'Doces finos' }).getByText('Sem descrição').waitFor();
  });
});

describe('/contratos', () => {
  it('downloads a contract as a PDF from its number', async () => {
    const { page, context, errors } = await signedIn(e2e, DESKTOP);
    const portal = portalOf(page);
    await go(page, '/contratos');
    const download = nextDownload(page, context);
    await portal.getByRole('link', { name: /CT-2026-0142/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Contrato CT-2026-0142.pdf');
    expect((await downloadBytes(file)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(errors).toEqual([]);
  });
});

describe('the data follows the current event', () => {
  it("shows another event's contracts, finance and schedule after switching, never the old ones", async () => {
    const { page } = await signedIn(e2e, DESKTOP);
    const portal = portalOf(page);
    const main = portal.locator('#pc-main');
    await go(page, '/contratos');
    await main.getByText('EVT-41587').first().waitFor();
    await go(page, '/eventos');
    await portal.getByRole('button', { name: '43318' }).click();
    await portal.getByRole('heading', { name: 'Olá, Ana!', level: 1 }).waitFor();
    await go(page, '/contratos');
    await main.getByText('EVT-43318').first().waitFor();
    expect(await main.getByText('EVT-41587').count()).toBe(0);
    await go(page, '/agenda');
    await main.getByText('Primeiro ensaio da valsa').waitFor();
    expect(await main.getByText('Prova do bolo').count()).toBe(0);
  });
});
