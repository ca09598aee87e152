// @engines chromium firefox: the QR code is read back from each engine's pixels, and the dialogs' focus is the engine's
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test-kit/axe';
import { ANA, DESKTOP, PHONE } from '../../test-kit/browser';
import { checkPixBrCode } from '../../src/features/finance/pix-br-code';
import { focused, named, pressUntil } from '../../test-kit/keyboard';
import { shotForPeople } from '../../test-kit/shots';
import { useE2e } from '../../test-kit/use-e2e';
import { br, CORRUPTED, DUE, qrOnScreen, shapePixFinance, VALID, VALID_EXAMPLE } from '../../test-kit/pix-support';
import { go, portalOf, signedIn } from '../../test-kit/screens-support';

/*
 * 'Pagar com Pix' shows the QR code of the charge's exact payload, read back from the screen's
 * pixels by an independent decoder (jsQR); a payload whose CRC fails is never offered to pay: the
 * card says so and opens the team's contacts. After paying, 'Já paguei' marks the charge as awaiting
 * confirmation on this device and offers the receipt to the production team by WhatsApp.
 */

const SHOTS = '/tmp/shots/pix';
const UNAVAILABLE = 'Código Pix indisponível. Fale com a equipe.';

const e2e = useE2e({ pages: 'warm' });
beforeEach(() => shapePixFinance(e2e.apiUrl));

async function openFinance(viewport: { width: number; height: number }) {
  const opened = await signedIn(e2e, viewport);
  await go(opened.page, '/financeiro');
  await portalOf(opened.page).getByRole('heading', { name: 'Pagamento' }).waitFor();
  return opened;
}

/** Text with its white space (the no-break space after "R$" among it) as single spaces. */
const words = (text: string) => text.replace(/\s+/g, ' ');

const dialogOf = (page: Page, cob: string) => portalOf(page).getByRole('dialog', { name: `Pagar com Pix · COB ${cob}` });

const shoot = (page: Page, name: string) => shotForPeople(page, `${SHOTS}/${name}-${page.viewportSize()!.width}.png`);

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])("'Pagar com Pix' (%s)", (_, viewport) => {
  // One page for what only looks: the screen, the card of the broken code, each valid charge's dialog.
  it(`shows each valid charge's QR code with its amount, due date, copy button and how to scan it, and '${UNAVAILABLE}' with the team's contacts for a CRC that does not match, axe-clean throughout`, async () => {
    const { page, errors } = await openFinance(viewport);
    const portal = portalOf(page);
    expect(await axeViolations(page), 'the finance screen with its Pix payments').toEqual([]);

    // A code whose CRC does not match: no way to pay by Pix.
    const card = portal.getByRole('listitem').filter({ has: page.locator('h3', { hasText: 'COB 90002' }) });
    await expect.poll(() => card.innerText()).toContain(UNAVAILABLE);
    expect(await card.getByRole('button', { name: /^Copiar/ }).count()).toBe(0);
    expect(await card.getByRole('button', { name: /Pagar com Pix/ }).count(), "no dead-end 'Pagar com Pix'").toBe(0);
    expect(await card.innerText()).not.toContain(CORRUPTED);
    await shoot(page, 'pix-indisponivel');
    expect(await axeViolations(page, '.pc-payments'), 'the unavailable state').toEqual([]);

    // The QR code of the exact payload.
    await portal.getByRole('button', { name: 'Pagar com Pix a COB 90001' }).click();
    const dialog = dialogOf(page, '90001');
    const qr = dialog.getByRole('img', { name: 'QR code Pix da COB 90001, R$ 12.300,00' });
    await qr.waitFor();
    expect(await qrOnScreen(qr), 'the QR code on screen decodes to the charge payload').toBe(VALID);
    const text = words(await dialog.innerText());
    expect(text).toContain('R$ 12.300,00');
    expect(text).toContain(`Vencimento: ${br(DUE)} vence em 10 dias`);
    expect(text).toContain('Escaneie o QR code com o app do seu banco, na opção Pix.');
    expect(text).toContain(VALID);
    const copy = dialog.getByRole('button', { name: 'Copiar código Pix da COB 90001' });
    const [copyBox, qrBox] = [await copy.boundingBox(), await qr.boundingBox()];
    if (viewport === DESKTOP) {
      expect(qrBox!.x + qrBox!.width, 'on a computer the QR code sits left of the copy button').toBeLessThanOrEqual(copyBox!.x);
    } else {
      expect(copyBox!.y + copyBox!.height, 'on a phone the copy button comes first, the QR code below it').toBeLessThanOrEqual(qrBox!.y);
      expect(qrBox!.x + qrBox!.width, 'the QR code fits the phone').toBeLessThanOrEqual(viewport.width);
    }
    await shoot(page, 'pix-dialog');
    expect(await axeViolations(page), 'the dialog of COB 90001').toEqual([]);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Each valid charge's, the published example too.
    await portal.getByRole('button', { name: 'Pagar com Pix a COB 90003' }).click();
    const example = dialogOf(page, '90003');
    const exampleQr = example.getByRole('img', { name: 'QR code Pix da COB 90003, R$ 980,00' });
    await exampleQr.waitFor();
    expect(await qrOnScreen(exampleQr), 'the published example').toBe(VALID_EXAMPLE);
    await example.getByRole('button', { name: 'Fechar' }).click();
    await example.waitFor({ state: 'detached' });

    // The broken code's card offers a real control: the contacts modal with the production team's WhatsApp links.
    await card.getByRole('button', { name: 'Falar com a equipe sobre a COB 90002' }).click();
    const contacts = portal.getByRole('dialog', { name: 'Contatos' });
    await contacts.getByRole('link', { name: /Renata Lopes/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it("says how long a payment takes to show; 'Já paguei' offers the receipt to production and marks the charge on this device", async () => {
    const { page, errors } = await openFinance(viewport);
    const portal = portalOf(page);
    await portal.getByRole('button', { name: 'Pagar com Pix a COB 90001' }).click();
    const dialog = dialogOf(page, '90001');
    await dialog.getByRole('img').waitFor();
    expect(words(await dialog.innerText())).toContain(
      'O Pix cai na hora na conta da empresa, mas pode levar até 1 dia útil para aparecer como pago aqui no portal.',
    );
    await shoot(page, 'pix-antes');
    // From the keyboard: Tab reaches 'Já paguei', and the focus stays in the dialog after it.
    await pressUntil(page, named('Já paguei'), { max: 20 });
    await page.keyboard.press('Enter');
    const receipt = dialog.getByRole('link', { name: /^Enviar comprovante para Renata Lopes/ });
    await receipt.waitFor();
    // The focus stays in the dialog.
    await expect.poll(async () => (await focused(page))?.inDialog).toBe(true);
    const href = new URL((await receipt.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://wa.me/5511987654321');
    expect(words(href.searchParams.get('text')!)).toBe(
      'Olá! Acabei de pagar por Pix a COB 90001 (R$ 12.300,00) do evento EVT 41587 - Casamento Ana & Rafael. Vou enviar o comprovante nesta conversa.',
    );
    await pressUntil(page, named(/^Enviar comprovante para Renata Lopes/), { max: 10 });
    await shoot(page, 'pix-ja-paguei');
    expect(await axeViolations(page), "the dialog after 'Já paguei'").toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const card = portal.getByRole('listitem').filter({ has: page.locator('h3', { hasText: 'COB 90001' }) });
    await card.getByText('Aguardando confirmação').waitFor();
    // This device remembers it, across a reload, until the API says the charge is paid.
    await page.reload();
    await card.getByText('Aguardando confirmação').waitFor();
    // Its mark in the charges table stays inside its cell at every width (it once ran past a phone's edge).
    const marks = await portal
      .locator('td .pc-pending')
      .evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().right - span.closest('td')!.getBoundingClientRect().right));
    expect(marks.length, "the table's 'Aguardando confirmação'").toBeGreaterThan(0);
    for (const overflow of marks) expect(overflow, 'px past the cell').toBeLessThanOrEqual(0.5);
    expect(errors).toEqual([]);
  });
});

describe("'Pagar com Pix' with the keyboard alone", () => {
  it('opens from the keyboard, keeps Tab inside, closes on Escape and gives the focus back', async () => {
    const { page } = await openFinance(DESKTOP);
    await portalOf(page).getByRole('heading', { name: 'Pagamento' }).click();
    await pressUntil(page, named('Pagar com Pix a COB 90001'), { max: 60 });
    await page.keyboard.press('Enter');
    const dialog = dialogOf(page, '90001');
    await dialog.getByRole('img').waitFor();
    expect((await focused(page))?.inDialog, 'the focus moved into the dialog').toBe(true);
    const path = await pressUntil(page, named('Copiar código Pix da COB 90001'));
    expect(path.every((focus) => focus?.inDialog)).toBe(true);
    // Round the dialog once: Tab never leaves it.
    const round = await pressUntil(page, named('Copiar código Pix da COB 90001'));
    expect(
      round.every((focus) => focus?.inDialog),
      `Tab left the dialog: ${JSON.stringify(round)}`,
    ).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await focused(page))?.name).toBe('Pagar com Pix a COB 90001');
  });
});

describe("the reference API's seed", () => {
  /** Makes an event Ana's current one on the server, as another device of hers would. */
  async function currentEventOnServer(idEvento: number) {
    const login = await fetch(`${e2e.apiUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: ANA.email, password: ANA.password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const answer = await fetch(`${e2e.apiUrl}/api/home/${idEvento}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status, `POST /api/home/${idEvento}`).toBe(200);
  }

  it("draws the QR code of the wedding's open charge, and refuses the seed's one broken code", async () => {
    await e2e.resetApi();
    const { page, context } = await openFinance(DESKTOP);
    const portal = portalOf(page);
    await portal.getByRole('button', { name: 'Pagar com Pix a COB 81238' }).click();
    const qr = dialogOf(page, '81238').getByRole('img', { name: /^QR code Pix da COB 81238/ });
    await qr.waitFor();
    const payload = await qrOnScreen(qr);
    expect(payload && checkPixBrCode(payload).ok, `the seed's code, read back: ${payload}`).toBe(true);
    expect(words(await dialogOf(page, '81238').innerText())).toContain(payload);
    await context.close();

    await currentEventOnServer(42903);
    const bodas = await openFinance(DESKTOP);
    const card = portalOf(bodas.page)
      .getByRole('listitem')
      .filter({ has: bodas.page.locator('h3', { hasText: 'COB 82103' }) });
    await expect.poll(() => card.innerText()).toContain(UNAVAILABLE);
    expect(await card.getByRole('button', { name: /Pagar com Pix/ }).count()).toBe(0);
    await card.getByRole('button', { name: 'Falar com a equipe sobre a COB 82103' }).waitFor();
  });
});

describe("the QR code's chunk", () => {
  it("says so when it cannot load, and 'Tentar novamente' draws the QR code once it can", async () => {
    // A context of its own: the chunk must not be in the cache of an earlier test's page.
    const { page } = await signedIn(e2e, DESKTOP, { fresh: true });
    // The chunk and its retries, which ask again under `?retry=` URLs (src/lib/retrying-import.ts).
    const chunk = /\/chunks\/qrcode-[\w-]+\.js(?:\?retry=\d+)?$/;
    const refused: string[] = [];
    await page.route(chunk, (route) => {
      refused.push(route.request().url());
      return route.abort();
    });
    await go(page, '/financeiro');
    await portalOf(page).getByRole('button', { name: 'Pagar com Pix a COB 90001' }).click();
    const dialog = dialogOf(page, '90001');
    await dialog.getByRole('alert').filter({ hasText: 'Não foi possível carregar o QR code.' }).waitFor();
    // The failure is shown once the load and its two backed-off retries have failed, and no sooner.
    expect(refused, 'the first load and two retries').toHaveLength(3);
    expect(await dialog.getByRole('button', { name: 'Copiar código Pix da COB 90001' }).isVisible(), 'the code can still be copied').toBe(
      true,
    );
    await page.unroute(chunk);
    await dialog.getByRole('button', { name: 'Tentar novamente' }).click();
    const qr = dialog.getByRole('img', { name: /^QR code Pix da COB 90001/ });
    await qr.waitFor();
    expect(await qrOnScreen(qr)).toBe(VALID);
  });

  it("loads only when 'Pagar com Pix' is asked, not with the finance screen", async () => {
    const { page } = await signedIn(e2e, DESKTOP, { fresh: true });
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/qrcode-[\w-]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    await go(page, '/financeiro');
    const button = portalOf(page).getByRole('button', { name: 'Pagar com Pix a COB 90001' });
    await button.waitFor();
    expect(chunks, 'the finance screen alone loads no QR code library').toEqual([]);
    await button.click();
    await dialogOf(page, '90001').getByRole('img').waitFor();
    expect(chunks).toHaveLength(1);
  });
});
