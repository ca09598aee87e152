import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import type { PortalClienteSettings } from '../../src/public-types';
import { brCode } from '../fixtures/pix-codes';
import { screensApi, text, WEDDING } from '../../test-kit/screens-helpers';

/*
 * A Pix code is held against its charge before it is offered: its amount (field 54) must be the
 * charge's, and when the provider names its receivers (`pix-receiver`), the code must pay one of
 * them. The dialog names the receiver the code gives (field 59). A refused code opens no dialog:
 * the card says so and offers the team instead.
 */

const api = screensApi();
const UNAVAILABLE = 'Código Pix indisponível. Fale com a equipe.';
/** The seed's code for COB 81238 (R$ 12.300,00) pays this key. */
const SEED_KEY = '7d9f0335-8dcc-4054-9bf9-0dbd61d36906';

/** Finance with COB 81238 carrying `payload` (and costing `valorDocumento`), its Pix dialog open when it has one. */
async function openPix(payload: string | undefined, settings: PortalClienteSettings = {}, valorDocumento?: number | string) {
  const charge = api.event(WEDDING).financeiro.cobrancas.find((c) => c.numCobranca === '81238')!;
  if (payload !== undefined) charge.pixCopiaECola = payload;
  if (valorDocumento !== undefined) charge.valorDocumento = valorDocumento;
  const portal = await api.renderSignedIn('/financeiro', settings);
  const card = (await portal.main.findByRole('heading', { name: /^COB 81238 · / })).closest('li')!;
  const pay = within(card).queryByRole('button', { name: 'Pagar com Pix a COB 81238' });
  if (!pay) return { card, dialog: null };
  await portal.user.click(pay);
  const dialog = await portal.screen.findByRole('dialog', { name: 'Pagar com Pix · COB 81238' });
  return { card, dialog };
}

/** Whether the card (outside the dialog, which may sit in it) and the dialog offer the code. */
const offered = ({ card, dialog }: { card: HTMLElement; dialog: HTMLElement | null }) => {
  const outside = (found: HTMLElement[]) => found.some((element) => !dialog?.contains(element));
  const copy = { name: 'Copiar código Pix da COB 81238' };
  return {
    card: outside(within(card).queryAllByRole('button', copy)),
    dialog: dialog !== null && within(dialog).queryByRole('button', copy) !== null,
    // Refused: said in the card, with no dialog to open and the team to talk to.
    unavailable:
      outside(within(card).queryAllByText(UNAVAILABLE)) &&
      dialog === null &&
      within(card).queryByRole('button', { name: 'Falar com a equipe sobre a COB 81238' }) !== null,
  };
};

describe("a Pix code against its charge's amount", () => {
  it('refuses a valid code for R$ 99.999,99 to another receiver on a R$ 100,00 charge', async () => {
    const tampered = brCode({ key: 'golpe@exemplo.net', amount: '99999.99', name: 'OUTRA PESSOA' });
    const shown = await openPix(tampered, {}, 100);
    expect(offered(shown)).toEqual({ card: false, dialog: false, unavailable: true });
    expect(text(shown.card)).not.toContain('OUTRA PESSOA');
    expect(text(shown.card)).toContain('R$ 100,00');
  });

  it('refuses a code one cent off', async () => {
    expect(offered(await openPix(brCode({ amount: '100.01' }), {}, 100))).toEqual({ card: false, dialog: false, unavailable: true });
  });

  it('offers the code of the right amount and names its receiver from the code', async () => {
    const shown = await openPix(brCode({ amount: '1500.50', name: 'BUFFET EXEMPLO LTDA' }), {}, '1.500,50');
    expect(offered(shown)).toEqual({ card: true, dialog: true, unavailable: false });
    within(shown.dialog!).getByText('Recebedor: BUFFET EXEMPLO LTDA');
  });
});

describe('a Pix code against the pix-receiver setting', () => {
  it("offers the seed's code when its key is among the provider's receivers", async () => {
    const shown = await openPix(undefined, { pixReceiver: `financeiro@exemplo.com.br, ${SEED_KEY.toUpperCase()}` });
    expect(offered(shown)).toEqual({ card: true, dialog: true, unavailable: false });
  });

  it("refuses the seed's code of the right amount when it pays a key that is not among them", async () => {
    expect(offered(await openPix(undefined, { pixReceiver: 'financeiro@exemplo.com.br' }))).toEqual({
      card: false,
      dialog: false,
      unavailable: true,
    });
  });

  it("refuses a code without an amount to a key that is not the provider's", async () => {
    expect(offered(await openPix(brCode({ key: 'golpe@exemplo.net' }), { pixReceiver: 'pix@exemplo.com.br' }))).toEqual({
      card: false,
      dialog: false,
      unavailable: true,
    });
  });

  it("offers a code without an amount (the payer types it) to the provider's key", async () => {
    expect(offered(await openPix(brCode({ key: 'pix@exemplo.com.br' }), { pixReceiver: 'pix@exemplo.com.br' }))).toEqual({
      card: true,
      dialog: true,
      unavailable: false,
    });
  });
});
