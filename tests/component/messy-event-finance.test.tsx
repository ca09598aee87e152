import { waitFor, within } from '@testing-library/dom';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PortalClienteDataWarningDetail } from '../../src/public-types';
import { BCB_EXAMPLE, brCode } from '../fixtures/pix-codes';
import { expectCleanScreen, FORBIDDEN, noteIn, skippedNote } from '../../test-kit/clean-screen';
import {
  badId,
  badLabel,
  goodId,
  idKey,
  messyList,
  record,
  RUNS,
  shownAmount,
  shownDate,
  shownText,
  UNREADABLE_DATES,
  word,
  plainText,
} from '../../test-kit/messy-answers';
import { CONVENTION, screensApi } from '../../test-kit/screens-helpers';

/*
 * Property tests of the tolerant reader for the answers that are objects: the current event (GET
 * /api/home and the switch's POST /api/home/{id}) with its team lists, and the finance answer with
 * its charges. Generated messy-but-plausible answers are served by the reference API and rendered
 * through every screen, modal and printout that reads them.
 */

const api = screensApi();
/** Each property renders its answers one after the other: more time than one render needs. */
const PROPERTY_TIMEOUT = 120_000;

const events: { type: string; detail: Record<string, unknown> }[] = [];
const TYPES = ['portal-cliente:data-warning', 'portal-cliente:event-change'];
const hear = (event: Event) => events.push({ type: event.type, detail: (event as CustomEvent).detail });
beforeEach(() => TYPES.forEach((type) => document.addEventListener(type, hear)));
afterEach(() => TYPES.forEach((type) => document.removeEventListener(type, hear)));

const warningsFor = (endpoint: string) =>
  events
    .filter((event) => event.type === 'portal-cliente:data-warning' && event.detail.endpoint === endpoint)
    .map((event) => event.detail as unknown as PortalClienteDataWarningDetail);

/** The host heard of exactly the rows left out (a warning of a status word it does not know leaves none out). */
function expectWarnings(endpoint: string, broken: number) {
  const mine = warningsFor(endpoint).filter((warning) => warning.count > 0);
  if (broken === 0) return expect(mine).toEqual([]);
  expect(mine.length).toBeGreaterThan(0);
  for (const warning of mine) expect(warning.count).toBe(broken);
}

const property = <T,>(arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<void>) =>
  fc.assert(fc.asyncProperty(arbitrary, run), { numRuns: RUNS, endOnFailure: true });

/** Text as the portal shows a shown-only field: trimmed, entities decoded, a number as digits, else nothing. */
const shown = plainText;

/** The event's name every screen shows: its description, or its type (or 'Evento') and EVT. */
const eventName = (event: Record<string, unknown>) =>
  shown(event.descricao) ?? `${shown(event.tipoEvento) ?? 'Evento'} · EVT ${idKey(event.idEvento)}`;

const team = fc.oneof(
  { weight: 3, arbitrary: messyList(record({ nome: word }), { nome: badLabel }, (row) => String(plainText(row.nome)), { maxGood: 3 }) },
  fc.constantFrom(null, undefined, {}).map((answer) => ({ answer, good: [] as unknown[], broken: 0 })),
);

const currentEvent = (idEvento: fc.Arbitrary<unknown>) =>
  fc
    .record({
      base: record({
        idEvento,
        titulo: shownText,
        descricao: shownText,
        tipoEvento: shownText,
        dataEvento: shownDate,
        dtInicio: shownDate,
        idCasa: fc.oneof(goodId, badId),
        casa: shownText,
        pax: shownAmount,
      }),
      comercial: team,
      assessoria: team,
      producao: team,
    })
    .map(({ base, ...teams }) => {
      const answer: Record<string, unknown> = { ...base };
      for (const [list, { answer: value }] of Object.entries(teams)) if (value !== undefined) answer[list] = value;
      const lists = Object.values(teams);
      return {
        answer,
        members: lists.filter((list) => list.good.length > 0).length,
        broken: lists.reduce((sum, list) => sum + list.broken, 0),
      };
    });

/** Home, header, attention panel, team and promo block of a current event answer. */
async function expectHome(
  shadow: ShadowRoot,
  { answer, members, broken }: { answer: Record<string, unknown>; members: number; broken: number },
) {
  const heading = await waitFor(() => shadow.getElementById('pc-home-title') ?? Promise.reject(new Error('no home')));
  expect(heading.textContent).toMatch(/^Olá, .+!$/);
  const name = eventName(answer);
  expect(shadow.querySelector('.pc-event-name')?.textContent).toBe(name);
  expect(shadow.querySelector('header')?.textContent).toContain(name);
  // No days-to-event without a date.
  if (UNREADABLE_DATES.includes(answer.dtInicio)) expect(shadow.querySelector('.pc-countdown')).toBeNull();
  const teamSection = shadow.querySelector('[aria-labelledby="pc-team-title"]');
  expect(teamSection?.querySelectorAll('li').length ?? 0).toBe(members);
  expect(teamSection ? noteIn(teamSection) : null).toBe(skippedNote(broken));
  // The whole home, its panel's calls answered too: a check of half a screen would check less each time.
  await waitFor(() => (shadow.querySelector('[aria-busy="true"]') ? Promise.reject(new Error('the home is still loading')) : true));
  expectCleanScreen(shadow, 'início');
}

describe('messy answers: the current event and the finance answer', () => {
  it(
    `GET /api/home: home, header and team (${RUNS} answers)`,
    async () => {
      await property(currentEvent(goodId), async (home) => {
        events.length = 0;
        await api.give('/api/home', home.answer);
        const portal = await api.renderSignedIn('/', { withEvent: false });
        try {
          await expectHome(portal.shadow, home);
          expectWarnings('/api/home', home.broken);
        } finally {
          await portal.unmount();
        }
      });
    },
    PROPERTY_TIMEOUT,
  );

  it(
    `POST /api/home/{idEvento}: switching to an event the API describes messily (${RUNS} answers)`,
    async () => {
      await property(currentEvent(fc.constant(CONVENTION)), async (home) => {
        events.length = 0;
        await api.give('/api/home/:idEvento', home.answer);
        const portal = await api.renderSignedIn('/eventos');
        try {
          const row = await waitFor(() => {
            const found = [...portal.shadow.querySelectorAll('tbody tr')].find(
              (tr) => tr.querySelector('td')?.textContent === String(CONVENTION),
            );
            return found ?? Promise.reject(new Error('no row'));
          });
          await portal.user.click(within(row as HTMLElement).getAllByRole('button')[0]!);
          await expectHome(portal.shadow, home);
          const change = events.find((event) => event.type === 'portal-cliente:event-change');
          expect(change?.detail).toEqual({ idEvento: CONVENTION, descricao: eventName(home.answer) });
          expectWarnings('/api/home/{idEvento}', home.broken);
        } finally {
          await portal.unmount();
        }
      });
    },
    PROPERTY_TIMEOUT,
  );

  it('a current event without an id is no event: the message and the retry', async () => {
    await api.give('/api/home', { descricao: 'Casamento', titulo: null });
    const portal = await api.renderSignedIn('/', { withEvent: false });
    const alert = await portal.screen.findByRole('alert');
    expect(alert.textContent).toContain('Recebemos uma resposta inesperada do servidor.');
    within(alert).getByRole('button', { name: 'Tentar novamente' });
  });

  it(
    `GET /api/financeiro: finance, its statement, the Pix dialog and the home's attention panel (${RUNS} answers)`,
    async () => {
      const charge = record({
        numCobranca: goodId,
        formaPagamento: shownText,
        dataVencimento: shownDate,
        valorDocumento: shownAmount,
        statusCobranca: fc.oneof(
          fc.constantFrom('Em aberto', 'Pago', 'Vencido', 'A vencer', 'Recebido', 'BAIXADO', 'RECEIVED', 'Em análise'),
          shownText,
        ),
        razaoSocial: shownText,
        // A line that passes its check, and one that does not ('Linha digitável indisponível').
        linhaDigitavel: fc.constantFrom(
          null,
          undefined,
          '',
          '23793.38128 60007.827136 95000.063305 9 75520000370000',
          '23790.12345 60000.000003 00000.012345 1 96670000015000',
        ),
        pixCopiaECola: fc.constantFrom(null, undefined, '', 'pix-invalido', BCB_EXAMPLE, brCode({ amount: '150.00' })),
        urlBoleto: fc.constantFrom(null, undefined, '', 'https://boletos.exemplo.com.br/b.pdf'),
      });
      const finance = fc
        .record({
          totals: record({ totalEvento: shownAmount, valorEfetivo: shownAmount, valorAberto: shownAmount }),
          charges: messyList(charge, { numCobranca: badId }, (row) => idKey(row.numCobranca)),
        })
        .map(({ totals, charges }) => ({ answer: { ...totals, cobrancas: charges.answer }, good: charges.good, broken: charges.broken }));

      await property(finance, async ({ answer, good, broken }) => {
        events.length = 0;
        await api.give('/api/financeiro', answer);
        const portal = await api.renderSignedIn('/financeiro');
        const { shadow } = portal;
        try {
          await waitFor(() => expect(shadow.querySelector('.pc-summary[aria-label], [role="alert"]')).not.toBeNull());
          if (good.length === 0 && broken > 0) {
            // Not one charge could be read: the wrong answer, not a bad row (docs/resilience.md).
            expect(shadow.querySelector('[role="alert"]')?.textContent).toContain('Recebemos uma resposta inesperada do servidor.');
            return;
          }
          expect(shadow.querySelector('[role="alert"]')).toBeNull();
          // Every readable charge is shown, each once; the screen orders them itself (what is due first).
          const shown = [...shadow.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('td')?.textContent ?? '');
          expect(shown.sort()).toEqual(good.map((row) => idKey(row.numCobranca)).sort());
          expect(noteIn(shadow)).toBe(skippedNote(broken));
          // The printed statement's lines are in the same tree.
          expectCleanScreen(shadow, 'Financeiro');

          const pay = shadow.querySelector<HTMLButtonElement>('.pc-payment button[aria-label^="Pagar com Pix"]');
          if (pay) {
            await portal.user.click(pay);
            const dialog = await waitFor(() => shadow.querySelector('dialog') ?? Promise.reject(new Error('no dialog')));
            expectCleanScreen(dialog, 'Pix');
          }

          await portal.go('/');
          await waitFor(() => shadow.getElementById('pc-home-title') ?? Promise.reject(new Error('no home')));
          expectCleanScreen(shadow, 'início, painel de atenção');
          expectWarnings('/api/financeiro', broken);
          for (const event of events) expect(JSON.stringify(event.detail)).not.toMatch(FORBIDDEN);
        } finally {
          await portal.unmount();
        }
      });
    },
    PROPERTY_TIMEOUT,
  );
});
