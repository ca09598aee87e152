import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { brDate } from '../../test-kit/calendar-day';
import { ANA } from '../../test-kit/customers';
import { screensApi, text, WEDDING } from '../../test-kit/screens-helpers';

/*
 * The payment and signing days as a .NET API sends a SQL `date`: at that day's UTC midnight (the
 * reference API's provider habits mode, reference-api/provider-answers.mjs). They are days, not
 * moments (`DATE_FIELDS` in src/api/answer-fields.ts): 'Pago em' and 'Assinado em' name the day the API means, not the
 * evening before that instant is in São Paulo. Read over HTTP.
 */

const api = screensApi();

/** The provider habits mode on, and the raw answer of `path` as it sends it (the test checks it meets the form it is about). */
async function providerSends(path: string): Promise<unknown> {
  expect((await api.post('/dev/provider', { on: true })).status).toBe(200);
  const { token } = await api.signIn(ANA);
  return (await fetch(api.url() + path, { headers: { Authorization: `Bearer ${token}` } })).json();
}

describe('days sent at UTC midnight by the provider', () => {
  it("shows a paid charge's 'Pago em' on the day it was paid", async () => {
    const sent = (await providerSends('/api/financeiro')) as { cobrancas: { numCobranca: string; dataPagamento?: string }[] };
    expect(sent.cobrancas.find((charge) => charge.numCobranca === '81234')!.dataPagamento).toMatch(/T00:00:00\.000Z$/);
    const { main } = await api.renderSignedIn('/financeiro');
    const table = await main.findByRole('table', { name: 'Cobranças do evento' });
    const paidOn = api.seeded(WEDDING).financeiro.cobrancas.find((charge) => charge.numCobranca === '81234')!.dataPagamento!;
    const row = within(table)
      .getAllByRole('row', { hidden: true })
      .find((candidate) => text(candidate.querySelector('td')) === '81234')!;
    expect(text(row.querySelector('td[data-label="Status"]'))).toContain(`Pago em ${brDate(paidOn)}`);
  });

  it("shows a signed contract's 'Assinado em' on the day it was signed", async () => {
    const sent = (await providerSends('/api/contratos')) as { dataAssinatura?: string }[];
    expect(sent[0]!.dataAssinatura).toMatch(/T00:00:00\.000Z$/);
    const { main } = await api.renderSignedIn('/contratos');
    const table = await main.findByRole('table', { name: 'Contratos do evento' });
    const signedOn = api.seeded(WEDDING).contratos[0]!.dataAssinatura!;
    expect(text(within(table).getAllByRole('row')[1]!.querySelector('td'))).toContain(`Assinado em ${brDate(signedOn)}`);
  });
});
