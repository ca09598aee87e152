// @ts-check
import { rateLimitersOf } from './create-state.mjs';
import { generatedMode, generatedTruth, HABITS } from './generated-answers.mjs';
import { HttpError } from './http-error.mjs';
import { json } from './reply.mjs';
import { saoPauloDateTime } from './sao-paulo-time.mjs';

/** @typedef {import('./types.mjs').Route} Route */
/** @typedef {import('./create-state.mjs').State} State */
/** @typedef {import('./server-clock.mjs').ServerClock} ServerClock */
/** @typedef {ReturnType<typeof import('./password-work.mjs').createPasswordWork>} PasswordWork */

/** The data routes whose answer POST /dev/answer may set, and the refresh (a 200 of any shape). */
const ANSWER_PATHS = [
  '/api/RefreshToken',
  '/api/home',
  '/api/home/:idEvento',
  '/api/eventos',
  '/api/contatos',
  '/api/servicos',
  '/api/contratos',
  '/api/anexos',
  '/api/financeiro',
  '/api/agenda',
];

/** The furthest one POST /dev/clock may move time: a year (no test needs more). */
const MAX_ADVANCE_SECONDS = 366 * 86_400;

/**
 * Developer and test hooks: the outbox, fault injection, fixtures, the test clock, metrics and a
 * reset to the seed. No auth, so reading a recovery code from the outbox takes over any account:
 * they are mounted only when the server is started with them (`devRoutes`, API_DEV_ROUTES=1), and
 * then only on a loopback address (index.mjs).
 *
 * @param {{ state: State, reset: () => void, clock: ServerClock, passwordWork: PasswordWork, seedDate: string, publicUrl: string }} context
 * @returns {Route[]}
 */
export function devRoutes({ state, reset, clock, passwordWork, seedDate, publicUrl }) {
  const clockAnswer = () => ({
    now: new Date(clock.now()).toISOString(),
    saoPaulo: saoPauloDateTime(clock.now()),
    offsetSeconds: clock.offsetMs() / 1000,
    seedDate,
  });

  return [
    { method: 'GET', path: '/dev/clock', handler: () => json(200, clockAnswer()) },
    {
      // Moves the server's "now" forward for every expiry, window and "today" (undone by /dev/reset).
      method: 'POST',
      path: '/dev/clock',
      handler: ({ body }) => {
        const seconds = body.advanceSeconds;
        if (typeof seconds !== 'number' || !(seconds >= 0 && seconds <= MAX_ADVANCE_SECONDS)) {
          throw new HttpError(400, `advanceSeconds deve ser um número entre 0 e ${MAX_ADVANCE_SECONDS}`);
        }
        clock.advance(seconds * 1000);
        return json(200, clockAnswer());
      },
    },
    {
      method: 'GET',
      path: '/dev/metrics',
      handler: () => {
        const { rss, heapUsed } = process.memoryUsage();
        return json(200, {
          sessions: state.sessions.size,
          rateLimitEntries: rateLimitersOf(state).reduce((sum, limiter) => sum + limiter.size(), 0),
          codes: state.codes.size(),
          outbox: state.outbox.size(),
          passwordWork: passwordWork.stats(),
          memory: { rss, heapUsed },
        });
      },
    },
    {
      // Holds queued password work (true) or lets it run (false): a test lines up a parallel attack,
      // counts what the gate admitted, then lets it go. /dev/reset lets it run.
      method: 'POST',
      path: '/dev/password-work',
      handler: ({ body }) => {
        if (typeof body.paused !== 'boolean') throw new HttpError(400, 'Informe paused: true ou false.');
        passwordWork.setPaused(body.paused);
        return json(200, passwordWork.stats());
      },
    },
    { method: 'GET', path: '/dev/outbox', handler: ({ query }) => json(200, state.outbox.list(query.get('to'))) },
    { method: 'GET', path: '/dev/faults', handler: () => json(200, state.faults.list()) },
    {
      method: 'POST',
      path: '/dev/faults',
      handler: ({ body }) => {
        state.faults.add(body);
        return json(200, state.faults.list());
      },
    },
    {
      method: 'DELETE',
      path: '/dev/faults',
      handler: () => {
        state.faults.clear();
        return json(200, []);
      },
    },
    {
      // Test fixture: replaces one event's services (the XSS suite renders each payload through the
      // services overlay, over real HTTP). Restored by /dev/reset.
      method: 'POST',
      path: '/dev/servicos',
      handler: ({ body }) => {
        const event = state.events.get(Number(body?.idEvento));
        if (!event || !Array.isArray(body?.servicos)) return json(400, { message: 'Informe idEvento e servicos.' });
        event.servicos = body.servicos;
        return json(200, { count: event.servicos.length });
      },
    },
    {
      // Test fixture: replaces one event's finance answer (totals and charges; a charge with
      // `boleto: true` gets a signed urlBoleto, as in the seed). Restored by /dev/reset.
      method: 'POST',
      path: '/dev/financeiro',
      handler: ({ body }) => {
        const event = state.events.get(Number(body?.idEvento));
        const financeiro = /** @type {import('./types.mjs').Finance | undefined} */ (body?.financeiro);
        if (!event || !Array.isArray(financeiro?.cobrancas)) return json(400, { message: 'Informe idEvento e financeiro com cobrancas.' });
        event.financeiro = financeiro;
        return json(200, { count: financeiro.cobrancas.length });
      },
    },
    {
      // Test fixture: replaces one event's schedule. Restored by /dev/reset.
      method: 'POST',
      path: '/dev/agenda',
      handler: ({ body }) => {
        const event = state.events.get(Number(body?.idEvento));
        if (!event || !Array.isArray(body?.agenda)) return json(400, { message: 'Informe idEvento e agenda.' });
        event.agenda = body.agenda;
        return json(200, { count: event.agenda.length });
      },
    },
    {
      // Test fixture: changes one event's own fields (a very long description, title or venue name,
      // for the layout tests). Only the fields the customer sees; restored by /dev/reset.
      method: 'POST',
      path: '/dev/evento',
      handler: ({ body }) => {
        const event = state.events.get(Number(body?.idEvento));
        if (!event) return json(400, { message: 'Informe idEvento.' });
        for (const field of ['descricao', 'titulo', 'casa', 'tipoEvento', 'dtInicio', 'dataEvento']) {
          if (typeof body?.[field] === 'string') /** @type {Record<string, unknown>} */ (event)[field] = body[field];
        }
        return json(200, { idEvento: event.idEvento });
      },
    },
    {
      // The messy fixture mode (messy-answers.mjs) on or off. /dev/reset goes back to how the server started.
      method: 'POST',
      path: '/dev/messy',
      handler: ({ body }) => {
        if (typeof body?.on !== 'boolean') throw new HttpError(400, 'Informe on: true ou false.');
        state.messy = body.on;
        return json(200, { messy: state.messy });
      },
    },
    {
      // The provider habits mode (provider-answers.mjs) on or off. /dev/reset goes back to how the server started.
      method: 'POST',
      path: '/dev/provider',
      handler: ({ body }) => {
        if (typeof body?.on !== 'boolean') throw new HttpError(400, 'Informe on: true ou false.');
        const { unauthorized, refreshRefused, emptySuccess, refreshAnswer } = body;
        for (const [name, shape] of Object.entries({ unauthorized, refreshRefused, refreshAnswer })) {
          if (shape !== undefined && (typeof shape !== 'object' || shape === null)) {
            throw new HttpError(400, `${name} deve ser um objeto.`);
          }
        }
        if (emptySuccess !== undefined && emptySuccess !== 200 && emptySuccess !== 204)
          throw new HttpError(400, 'emptySuccess deve ser 200 ou 204.');
        const cache = typeof body.cache === 'string' ? body.cache : null;
        if (body.cache != null && cache === null) throw new HttpError(400, 'cache deve ser um valor de Cache-Control.');
        state.provider = body.on;
        // The shapes a refusal, a refused token and a success are sent in (provider-answers.mjs), until the next call.
        state.providerShapes = /** @type {import('./provider-answers.mjs').ProviderShapes} */ ({
          refusal: body.refusal,
          unauthorized,
          refreshRefused,
          emptySuccess,
          refreshAnswer,
        });
        // The reads' Cache-Control (provider-answers.mjs, providerCaching), until the next call.
        state.providerCache = cache;
        return json(200, { provider: state.provider });
      },
    },
    {
      // The generated mode (generated-answers.mjs) on with a seed, or off (seed null). /dev/reset goes
      // back to how the server started.
      method: 'POST',
      path: '/dev/generated',
      handler: ({ body }) => {
        if (body?.seed === null) {
          state.generated = null;
          return json(200, { generated: null });
        }
        try {
          state.generated = generatedMode(body?.seed, body?.exclude ?? []);
        } catch (error) {
          throw new HttpError(400, error instanceof Error ? error.message : String(error));
        }
        return json(200, { generated: state.generated });
      },
    },
    {
      // The generated mode's seed, its catalogue, and the truth of what it sends for every event.
      method: 'GET',
      path: '/dev/generated',
      handler: () =>
        json(200, {
          generated: state.generated,
          catalogue: HABITS.map(({ slot, id, source }) => ({ slot, id, source })),
          truth: state.generated
            ? generatedTruth(state.generated, state.events.values(), { today: saoPauloDateTime(clock.now()).slice(0, 10), publicUrl })
            : null,
        }),
    },
    {
      // Test fixture: a data route sends this answer, as is, to whoever asks (the property tests
      // render generated answers through the screens). Cleared by DELETE /dev/answer and /dev/reset.
      method: 'POST',
      path: '/dev/answer',
      handler: ({ body }) => {
        const path = typeof body?.path === 'string' ? body.path : '';
        if (!ANSWER_PATHS.includes(path) || !('answer' in body)) {
          return json(400, { message: `Informe path (${ANSWER_PATHS.join(', ')}) e answer.` });
        }
        state.answers.set(path, body.answer);
        return json(200, { paths: [...state.answers.keys()] });
      },
    },
    {
      method: 'DELETE',
      path: '/dev/answer',
      handler: () => {
        state.answers.clear();
        return json(200, { paths: [] });
      },
    },
    {
      // Test fixture: every text a customer reads (names, titles, venues, team, contacts, services,
      // contracts, charges, schedule) gets `word`, an unbroken run the layout must wrap at any
      // width. Appended after a space, so the text keeps its meaning (a wedding stays a wedding),
      // except the customer's name, which starts with it ('Olá, {word}!'), and the numbers, which
      // get it glued on. Statuses are read as whole words, so a glued one is a word the portal does
      // not know (shown as sent, never payable): only the cancelled charges' get it, which keeps a
      // long status badge on screen while the open charges stay payable (their cards, the Pix dialog).
      // Restored by /dev/reset.
      method: 'POST',
      path: '/dev/textos',
      handler: ({ body }) => {
        const word = body?.word;
        if (typeof word !== 'string' || !word || word.length > 200) return json(400, { message: 'Informe word (até 200 caracteres).' });
        const after = (/** @type {string} */ text) => `${text} ${word}`;
        const glued = (/** @type {string | number} */ text) => `${text}${word}`;
        for (const customer of state.customers.values()) customer.name = `${word} ${customer.name}`;
        for (const event of state.events.values()) {
          Object.assign(event, {
            descricao: after(event.descricao),
            titulo: after(event.titulo),
            tipoEvento: after(event.tipoEvento),
            casa: after(event.casa),
          });
          for (const member of [...event.comercial, ...event.assessoria, ...event.producao]) member.nome = after(member.nome);
          for (const contact of event.contatos) contact.vwsivaEquipenome = after(contact.vwsivaEquipenome);
          for (const service of event.servicos)
            Object.assign(service, { servico: after(service.servico), unidade: glued(service.unidade) });
          for (const contract of event.contratos)
            Object.assign(contract, { numContrato: glued(contract.numContrato), tipoAnexo: after(contract.tipoAnexo) });
          for (const charge of event.financeiro.cobrancas) {
            Object.assign(charge, {
              numCobranca: glued(charge.numCobranca),
              formaPagamento: glued(charge.formaPagamento),
              razaoSocial: after(charge.razaoSocial),
              statusCobranca: /^cancel/i.test(charge.statusCobranca) ? glued(charge.statusCobranca) : charge.statusCobranca,
            });
          }
          for (const item of event.agenda) Object.assign(item, { acao: after(item.acao), local: after(item.local) });
        }
        return json(200, { events: state.events.size });
      },
    },
    {
      method: 'POST',
      path: '/dev/reset',
      handler: () => {
        reset();
        return json(200, { message: 'Dados de demonstração restaurados.' });
      },
    },
  ];
}
