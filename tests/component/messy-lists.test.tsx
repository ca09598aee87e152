import { waitFor, within } from '@testing-library/dom';
import fc from 'fast-check';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PortalClienteDataWarningDetail } from '../../src/public-types';
import { expectCleanScreen, noteIn, skippedNote } from '../../test-kit/clean-screen';
import {
  badId,
  badLabel,
  goodId,
  idKey,
  messyList,
  plainText,
  record,
  RUNS,
  shownAmount,
  shownDate,
  shownFlag,
  shownText,
  word,
} from '../../test-kit/messy-answers';
import { wordKey } from '../../src/lib/text/word-key';
import { screensApi } from '../../test-kit/screens-helpers';

/*
 * Property tests of the tolerant reader, list by list: generated answers, messy but plausible
 * (docs/resilience.md), served by the reference API (POST /dev/answer) and rendered through every
 * screen that reads them, over HTTP. Each must render without an error, show no forbidden text,
 * show every readable row, and say how many it left out, as must the host's data warning.
 */

const api = screensApi();
/** Each property renders its answers one after the other: more time than one render needs. */
const PROPERTY_TIMEOUT = 120_000;

const warnings: PortalClienteDataWarningDetail[] = [];
const hear = (event: Event) => warnings.push((event as CustomEvent<PortalClienteDataWarningDetail>).detail);
beforeEach(() => document.addEventListener('portal-cliente:data-warning', hear));
afterEach(() => document.removeEventListener('portal-cliente:data-warning', hear));

type Portal = Awaited<ReturnType<typeof api.renderSignedIn>>;

/**
 * Waits until `ready` shows in `root` (a list, or the empty text), or the error state. A list with
 * items of which not one can be read is the wrong answer (docs/resilience.md): the error and its
 * retry; any other answer shows. Returns whether the list showed.
 */
async function until(root: ParentNode, ready: string, { good, broken }: { good: unknown[]; broken: number }) {
  const found = await waitFor(() => {
    const element = root.querySelector(`${ready}, [role="alert"]`);
    if (!element) throw new Error(`expected ${ready}`);
    return element;
  });
  const error = found.getAttribute('role') === 'alert' ? found.textContent : null;
  if (good.length === 0 && broken > 0) {
    expect(error, 'no readable item: the error state').toContain('Recebemos uma resposta inesperada do servidor.');
    return false;
  }
  expect(error, 'an error state').toBeNull();
  return true;
}

/** Renders `path` with `answer` served at `route`, runs the checks, and always unmounts. */
async function withAnswer(route: string, answer: unknown, path: string, check: (portal: Portal) => Promise<void>) {
  warnings.length = 0;
  await api.give(route, answer);
  const portal = await api.renderSignedIn(path);
  try {
    await check(portal);
  } finally {
    await portal.unmount();
  }
}

/** The host heard of exactly the rows left out (names of fields only), or of nothing. */
function expectWarnings(endpoint: string, broken: number) {
  const mine = warnings.filter((warning) => warning.endpoint === endpoint);
  if (broken === 0) return expect(mine).toEqual([]);
  expect(mine.length).toBeGreaterThan(0);
  for (const warning of mine) {
    expect(Object.keys(warning).sort()).toEqual(['count', 'endpoint', 'fields']);
    expect(warning.count).toBe(broken);
    for (const field of warning.fields) expect(field).toMatch(/^[A-Za-z.()]+$/);
  }
}

const rowsOf = (root: ParentNode) => [...root.querySelectorAll('tbody tr')];
const property = <T,>(arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<void>) =>
  fc.assert(fc.asyncProperty(arbitrary, run), { numRuns: RUNS, endOnFailure: true });

const eventRow = record({
  idEvento: goodId,
  descricao: shownText,
  titulo: shownText,
  tipoEvento: shownText,
  dataEvento: shownDate,
  dtInicio: shownDate,
  casa: shownText,
});

describe('messy answers, list by list', () => {
  it(
    `GET /api/eventos: the event list and the switcher (${RUNS} answers)`,
    async () => {
      const events = messyList(eventRow, { idEvento: badId }, (row) => idKey(row.idEvento));
      await property(events, ({ answer, good, broken }) =>
        withAnswer('/api/eventos', answer, '/eventos', async ({ shadow, runtime }) => {
          if (!(await until(shadow, 'tbody tr, .pc-empty', { good, broken }))) return;
          const rows = rowsOf(shadow);
          expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual(good.map((row) => idKey(row.idEvento)));
          expect(noteIn(shadow)).toBe(skippedNote(broken));
          expectCleanScreen(shadow, 'Meus eventos');

          act(() => runtime.shell.openEventSwitcher());
          const dialog = await waitFor(() => shadow.querySelector('dialog') ?? Promise.reject(new Error('no dialog')));
          if (!(await until(dialog, 'button.pc-event, .pc-empty', { good, broken }))) return;
          expect(dialog.querySelectorAll('button.pc-event')).toHaveLength(Math.min(4, good.length));
          expect(noteIn(dialog)).toBe(skippedNote(broken));
          expectCleanScreen(dialog, 'Trocar evento');
          expectWarnings('/api/eventos', broken);
        }),
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    `GET /api/contatos: the contacts modal (${RUNS} answers)`,
    async () => {
      const contact = record({
        tipo: fc.constantFrom('producao', 'PRODUCAO', ' Producao ', 'Produção', 'PRODUCAO ', 'comercial', 'Comercial'),
        vwsivaEquipenome: word,
        vwsivaEquipetelefone: fc.oneof(fc.constantFrom('(11) 98765-4321', '+55 11 98765-4321', 11987654321), shownText),
      });
      const contacts = messyList(contact, { tipo: badLabel, vwsivaEquipenome: badLabel }, (row) => String(plainText(row.vwsivaEquipenome)));
      await property(contacts, ({ answer, good, broken }) =>
        withAnswer('/api/contatos', answer, '/', async ({ shadow, runtime }) => {
          act(() => runtime.shell.openContacts());
          const dialog = await waitFor(() => shadow.querySelector('dialog') ?? Promise.reject(new Error('no dialog')));
          const production = dialog.querySelector('section')!;
          if (!(await until(production, 'ul, .pc-note', { good, broken }))) return;
          const team = good.filter((row) => wordKey(String(row.tipo)) === 'producao');
          expect(production.querySelectorAll('li')).toHaveLength(team.length);
          // A WhatsApp link only for something that is a phone: an area code and a number.
          const digits = (phone: unknown) =>
            typeof phone === 'string' || typeof phone === 'number'
              ? String(phone)
                  .replace(/\D/g, '')
                  .replace(/^55(?=\d{10,11}$)/, '')
              : '';
          const phones = team.filter((row) => [10, 11].includes(digits(row.vwsivaEquipetelefone).length));
          expect(production.querySelectorAll('a[href^="https://wa.me/"]')).toHaveLength(phones.length);
          for (const link of production.querySelectorAll('a')) expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/55\d{10,11}$/);
          expect(noteIn(production)).toBe(skippedNote(broken));
          expectCleanScreen(dialog, 'Contatos');
          expectWarnings('/api/contatos', broken);
        }),
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    `GET /api/servicos: the services and a service's description (${RUNS} answers)`,
    async () => {
      const service = record({
        servico: word,
        unidade: shownText,
        quantidade: shownAmount,
        anexoHTML: fc.constantFrom(null, undefined, '', '<p>Menu completo</p>'),
      });
      const services = messyList(service, { servico: badLabel }, (row) => String(plainText(row.servico)));
      await property(services, ({ answer, good, broken }) =>
        withAnswer('/api/servicos', answer, '/servicos', async ({ shadow, user }) => {
          if (!(await until(shadow, 'tbody tr, .pc-empty', { good, broken }))) return;
          expect(rowsOf(shadow).map((row) => row.querySelector('td')?.textContent)).toEqual(good.map((row) => plainText(row.servico)));
          expect(noteIn(shadow)).toBe(skippedNote(broken));
          expectCleanScreen(shadow, 'Serviços');
          const first = shadow.querySelector<HTMLButtonElement>('tbody button');
          if (first) {
            await user.click(first);
            const dialog = await waitFor(() => shadow.querySelector('dialog') ?? Promise.reject(new Error('no dialog')));
            await waitFor(() => expect(dialog.querySelector('[role="status"][aria-busy="true"]')).toBeNull());
            expectCleanScreen(dialog, 'descrição do serviço');
          }
          expectWarnings('/api/servicos', broken);
        }),
      );
    },
    PROPERTY_TIMEOUT,
  );

  const contract = record({
    numContrato: goodId,
    tipoAnexo: shownText,
    valor: shownAmount,
    dataContrato: shownDate,
    idEvento: fc.oneof(goodId, badId),
    urlDownload: fc.constantFrom(null, undefined, '', 'https://arquivos.exemplo.com.br/contrato.pdf'),
  });
  const contracts = messyList(contract, { numContrato: badId }, (row) => idKey(row.numContrato));

  it(
    `GET /api/contratos: the current event's contracts (${RUNS} answers)`,
    async () => {
      await property(contracts, ({ answer, good, broken }) =>
        withAnswer('/api/contratos', answer, '/contratos', async ({ shadow }) => {
          if (!(await until(shadow, 'tbody tr, .pc-empty', { good, broken }))) return;
          expect(rowsOf(shadow).map((row) => row.querySelector('td')?.textContent?.replace(' (baixar PDF)', ''))).toEqual(
            good.map((row) => idKey(row.numContrato)),
          );
          expect(noteIn(shadow)).toBe(skippedNote(broken));
          expectCleanScreen(shadow, 'Contratos');
          expectWarnings('/api/contratos', broken);
        }),
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    `GET /api/anexos: every event's contracts (${RUNS} answers)`,
    async () => {
      await property(contracts, ({ answer, good, broken }) =>
        withAnswer('/api/anexos', answer, '/contratos', async ({ shadow, user }) => {
          // The current event's contracts first (the server's own): then every event's.
          await until(shadow, 'tbody tr', { good: [{}], broken: 0 });
          await user.click(shadow.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
          await waitFor(() =>
            expect(shadow.querySelector('caption')?.textContent ?? shadow.querySelector('.pc-empty, [role="alert"]')?.textContent).toMatch(
              /todos os seus eventos|Nenhum contrato encontrado\.$|resposta inesperada/,
            ),
          );
          if (!(await until(shadow, 'tbody tr, .pc-empty', { good, broken }))) return;
          expect(rowsOf(shadow)).toHaveLength(good.length);
          expect(noteIn(shadow)).toBe(skippedNote(broken));
          expectCleanScreen(shadow, 'Contratos, todos');
          expectWarnings('/api/anexos', broken);
        }),
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    `GET /api/agenda: the schedule and its printed statement (${RUNS} answers)`,
    async () => {
      const item = record({ acao: word, local: shownText, dataAgenda: shownDate, concluida: shownFlag });
      const schedule = messyList(item, { acao: badLabel }, (row) => String(plainText(row.acao)));
      await property(schedule, ({ answer, good, broken }) =>
        withAnswer('/api/agenda', answer, '/agenda', async ({ shadow }) => {
          if (!(await until(shadow, 'li.pc-card, .pc-empty', { good, broken }))) return;
          const cards = [...shadow.querySelectorAll('li.pc-card')];
          expect(cards.map((card) => within(card as HTMLElement).getByRole('heading').textContent)).toEqual(
            good.map((row) => plainText(row.acao)),
          );
          expect(noteIn(shadow)).toBe(skippedNote(broken));
          // The statement's print-only lines are in the same tree: they are checked with it.
          expectCleanScreen(shadow, 'Agenda');
          expectWarnings('/api/agenda', broken);
        }),
      );
    },
    PROPERTY_TIMEOUT,
  );

  it('an answer of the wrong kind stays an error: an object where the list belongs', async () => {
    await withAnswer('/api/agenda', { acao: 'Prova do bolo' }, '/agenda', async ({ shadow }) => {
      const alert = await waitFor(() => shadow.querySelector('[role="alert"]') ?? Promise.reject(new Error('no alert')));
      expect(alert.textContent).toContain('Recebemos uma resposta inesperada do servidor.');
      within(alert as HTMLElement).getByRole('button', { name: 'Tentar novamente' });
    });
  });
});
