// @ts-check

/*
 * The messy fixture mode: the same data, written the way a SQL-backed API on a bad day writes it.
 * Shown-only fields come as null, numeric strings (a decimal comma, thousands dots), dates with an
 * offset or milliseconds or without their time, flags as "S"/"N" and 1/0; and every list carries one
 * row the portal cannot read (its id or its name null), which it must leave out and count. The
 * values stay true: an amount is the same amount, a date the same moment (São Paulo is UTC-3 all
 * year), so a messy page shows what a clean one does, plus '—' and the note of what was left out.
 */

/**
 * @param {unknown} value a number
 * @returns {unknown} the amount as pt-BR text ("15.800,50"), or the value when it is not a number
 */
function brAmount(value) {
  if (typeof value !== 'number') return value;
  const [whole, cents] = Math.abs(value).toFixed(2).split('.');
  return `${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, '.')},${cents}`;
}

/**
 * @param {unknown} value a São Paulo wall-clock date-time ("2027-05-15T19:30:00")
 * @returns {unknown} the same moment with milliseconds and São Paulo's offset
 */
function withOffset(value) {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)
    ? `${value.length === 16 ? `${value}:00` : value}.000-03:00`
    : value;
}

/**
 * @param {unknown} value a São Paulo wall-clock date-time
 * @returns {unknown} the same moment in UTC, "2027-05-15T22:30:00.000Z"
 */
function inUtc(value) {
  const offset = withOffset(value);
  return typeof offset === 'string' && offset !== value ? new Date(offset).toISOString() : value;
}

/** @param {unknown} value a date or date-time @returns {unknown} the date alone ("2027-05-15") */
const dateOnly = (value) => (typeof value === 'string' ? value.slice(0, 10) : value);

/** @param {unknown} value @returns {unknown} a number as a string, "180" */
const numeric = (value) => (typeof value === 'number' ? String(value) : value);

/**
 * @param {unknown} list
 * @param {(item: Record<string, unknown>, index: number) => Record<string, unknown>} each
 * @param {unknown} broken the row the portal must leave out
 */
function messyList(list, each, broken) {
  if (!Array.isArray(list)) return list;
  /** @type {unknown[]} */
  const items = list.map((item, index) => each(/** @type {Record<string, unknown>} */ (item), index));
  // In the middle when there is a middle: a bad row is not always the last.
  items.splice(Math.min(1, items.length), 0, broken);
  return items;
}

/** @param {Record<string, unknown>} event GET /api/home, POST /api/home/{idEvento} */
function messyEvent(event) {
  /** @param {unknown} team */
  const messyTeam = (team) => messyList(team, (member) => member, { nome: null });
  return {
    ...event,
    titulo: null,
    dataEvento: dateOnly(event.dataEvento),
    dtInicio: withOffset(event.dtInicio),
    idCasa: numeric(event.idCasa),
    pax: numeric(event.pax),
    comercial: messyTeam(event.comercial),
    assessoria: messyTeam(event.assessoria),
    producao: messyTeam(event.producao),
  };
}

/** @type {Record<string, (answer: any) => unknown>} by route path */
const MESSY = {
  '/api/home': messyEvent,
  '/api/home/:idEvento': messyEvent,
  '/api/eventos': (events) =>
    messyList(
      events,
      (event, index) => ({
        ...event,
        idEvento: numeric(event.idEvento),
        titulo: index % 2 ? null : event.titulo,
        dtInicio: inUtc(event.dtInicio),
        casa: index % 2 ? event.casa : null,
      }),
      { idEvento: null, descricao: 'Evento sem número', dtInicio: '2027-05-15T19:30:00' },
    ),
  '/api/contatos': (contacts) =>
    messyList(contacts, (contact, index) => (index === 0 ? { ...contact, vwsivaEquipetelefone: null } : contact), {
      tipo: 'producao',
      vwsivaEquipenome: null,
      vwsivaEquipetelefone: '(11) 90000-0000',
    }),
  '/api/servicos': (services) =>
    messyList(
      services,
      (service, index) => ({
        ...service,
        quantidade: index % 2 ? numeric(service.quantidade) : service.quantidade,
        unidade: index % 3 === 2 ? null : service.unidade,
      }),
      {
        servico: null,
        quantidade: 'muitos',
      },
    ),
  '/api/contratos': messyContracts,
  '/api/anexos': messyContracts,
  '/api/financeiro': (finance) => ({
    ...finance,
    totalEvento: brAmount(finance.totalEvento),
    valorEfetivo: numeric(finance.valorEfetivo),
    valorAberto: null,
    cobrancas: messyList(
      finance.cobrancas,
      (charge, index) => ({
        ...charge,
        numCobranca: numeric(charge.numCobranca),
        valorDocumento: index % 2 ? numeric(charge.valorDocumento) : brAmount(charge.valorDocumento),
        dataVencimento: dateOnly(charge.dataVencimento),
        razaoSocial: index === 0 ? null : charge.razaoSocial,
      }),
      { numCobranca: null, valorDocumento: 'R$ ???', statusCobranca: 'Em aberto' },
    ),
  }),
  '/api/agenda': (schedule) =>
    messyList(
      schedule,
      (item, index) => ({
        ...item,
        concluida: item.concluida ? (index % 2 ? 1 : 'S') : index % 2 ? 0 : 'N',
        dataAgenda: withOffset(item.dataAgenda),
        local: index === 0 ? null : item.local,
      }),
      { acao: null, dataAgenda: 'amanhã' },
    ),
};

/** @param {unknown} contracts GET /api/contratos, /api/anexos */
function messyContracts(contracts) {
  return messyList(
    contracts,
    (contract, index) => ({
      ...contract,
      valor: brAmount(contract.valor),
      dataContrato:
        typeof contract.dataContrato === 'string' ? `${contract.dataContrato.slice(0, 10)}T00:00:00.000-03:00` : contract.dataContrato,
      tipoAnexo: index === 0 ? null : contract.tipoAnexo,
    }),
    { numContrato: null, tipoAnexo: 'Aditivo', valor: 'abc' },
  );
}

/**
 * A data answer as the messy fixture mode sends it (see the top of this file); answers of other
 * routes pass unchanged.
 *
 * @param {string} routePath the route's path, e.g. '/api/agenda' or '/api/home/:idEvento'
 * @param {unknown} answer the clean answer
 */
export function messyAnswer(routePath, answer) {
  const messy = Object.hasOwn(MESSY, routePath) ? MESSY[routePath] : undefined;
  return messy && answer !== null && typeof answer === 'object' ? messy(answer) : answer;
}
