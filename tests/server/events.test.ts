import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, WEDDING_DAYS_AHEAD } from '../../reference-api/seed.mjs';
import { calendarDay } from '../../test-kit/calendar-day';
import { useApi } from '../../test-kit/api-harness';

const api = useApi();
let token = '';
beforeEach(async () => {
  token = (await api.login()).access_token;
});

const money = expect.toSatisfy(
  (value: unknown) => typeof value === 'number' || /^\d{1,3}(\.\d{3})*,\d{2}$|^\d+,\d{2}$/.test(String(value)),
);
const isoDate = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
const isoDateTime = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
const team = expect.toSatisfy(
  (list: unknown) => Array.isArray(list) && list.length >= 1 && list.length <= 3 && list.every((m) => typeof m.nome === 'string'),
);

describe('GET /api/home', () => {
  it("answers Ana's wedding, her nearest upcoming event, as the default current event", async () => {
    const { status, json } = await api.call('GET', '/api/home', { token });
    expect(status).toBe(200);
    const weddingDay = calendarDay(api.server.seed.today, WEDDING_DAYS_AHEAD);
    expect(json).toEqual({
      idEvento: 41587,
      titulo: 'Recepção no Espaço Villa Jardim',
      descricao: 'Casamento Ana & Rafael',
      tipoEvento: 'Casamento',
      dataEvento: `${weddingDay}T00:00:00`,
      dtInicio: `${weddingDay}T19:30:00`,
      idCasa: 12,
      casa: 'Espaço Villa Jardim',
      pax: 220,
      comercial: team,
      assessoria: team,
      producao: team,
    });
  });
});

describe('POST /api/home/{idEvento}', () => {
  it('makes another of her events current and the server remembers it for later calls', async () => {
    const chosen = await api.call('POST', '/api/home/44071', { token });
    expect(chosen.status).toBe(200);
    expect(chosen.json).toMatchObject({ idEvento: 44071, tipoEvento: 'Corporativo', casa: 'Centro de Convenções Atlântico' });
    expect((await api.call('GET', '/api/home', { token })).json.idEvento).toBe(44071);
    const services = (await api.call('GET', '/api/servicos', { token })).json.map((s: { servico: string }) => s.servico);
    expect(services).toContain('Coffee break - manhã e tarde');
    expect(services).not.toContain('Bolo de casamento');
  });

  it('remembers the choice across sessions of the same customer', async () => {
    await api.call('POST', '/api/home/42903', { token });
    const other = await api.login();
    expect((await api.call('GET', '/api/home', { token: other.access_token })).json.idEvento).toBe(42903);
  });

  it('answers 404 "Evento não encontrado" for another customer\'s event, exactly as for a missing one', async () => {
    const brunos = await api.call('POST', '/api/home/45560', { token });
    const missing = await api.call('POST', '/api/home/99999', { token });
    const garbage = await api.call('POST', '/api/home/abc', { token });
    for (const answer of [brunos, missing, garbage]) {
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ message: 'Evento não encontrado' });
    }
    expect((await api.call('GET', '/api/home', { token })).json.idEvento).toBe(41587);
  });
});

describe('the event data calls', () => {
  it('GET /api/eventos lists her five events, upcoming first, with the list fields', async () => {
    const { status, json } = await api.call('GET', '/api/eventos', { token });
    expect(status).toBe(200);
    expect(json.map((e: { idEvento: number }) => e.idEvento)).toEqual([41587, 42903, 43318, 44071, 38742]);
    for (const event of json) {
      expect(event).toEqual({
        idEvento: expect.any(Number),
        descricao: expect.any(String),
        titulo: expect.any(String),
        tipoEvento: expect.any(String),
        dataEvento: isoDate,
        dtInicio: isoDateTime,
        casa: expect.any(String),
        idCasa: expect.any(Number),
      });
    }
    expect(json.map((e: { tipoEvento: string }) => e.tipoEvento)).toEqual([
      'Casamento',
      'Bodas',
      'Aniversário',
      'Corporativo',
      'Aniversário',
    ]);
  });

  it('GET /api/contatos answers two production contacts, one sales and one advisory, with formatted phones', async () => {
    const { status, json } = await api.call('GET', '/api/contatos', { token });
    expect(status).toBe(200);
    expect(json.map((c: { tipo: string }) => c.tipo).sort()).toEqual(['assessoria', 'comercial', 'producao', 'producao']);
    for (const contact of json) {
      expect(contact).toEqual({
        tipo: expect.any(String),
        vwsivaEquipenome: expect.any(String),
        vwsivaEquipetelefone: expect.stringMatching(/^\(\d{2}\) \d{4,5}-\d{4}$/),
      });
    }
  });

  it('GET /api/servicos answers 4-8 services, descriptions as HTML, null or absent', async () => {
    const { status, json } = await api.call('GET', '/api/servicos', { token });
    expect(status).toBe(200);
    expect(json.length).toBeGreaterThanOrEqual(4);
    expect(json.length).toBeLessThanOrEqual(8);
    for (const service of json) {
      expect(service).toMatchObject({ servico: expect.any(String), unidade: expect.any(String), quantidade: expect.any(Number) });
      if ('anexoHTML' in service && service.anexoHTML !== null) expect(service.anexoHTML).toMatch(/^</);
    }
    expect(json.some((s: object) => !('anexoHTML' in s))).toBe(true);
    expect(json.some((s: { anexoHTML?: unknown }) => s.anexoHTML === null)).toBe(true);
  });

  it("serves the hostile wedding-cake description unchanged: sanitising is the portal's job", async () => {
    const { json } = await api.call('GET', '/api/servicos', { token });
    const cake = json.find((s: { servico: string }) => s.servico === 'Bolo de casamento');
    for (const marker of ['<script', 'onerror=', 'style=', 'javascript:', 'data:text/html']) expect(cake.anexoHTML).toContain(marker);
  });

  it('points the pictures of the descriptions at the API origin', async () => {
    const { json } = await api.call('GET', '/api/servicos', { token });
    const bar = json.find((s: { servico: string }) => s.servico === 'Open bar clássico');
    expect(bar.anexoHTML).toContain(`src="${api.url}/files/img/open-bar.svg"`);
    const picture = await fetch(`${api.url}/files/img/open-bar.svg`);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toMatch(/^<svg/);
  });

  it("GET /api/contratos answers the current event's contracts with signed absolute download links", async () => {
    const { status, json } = await api.call('GET', '/api/contratos', { token });
    expect(status).toBe(200);
    expect(json.map((c: { numContrato: string }) => c.numContrato)).toEqual(['CT-2026-0142', 'AD-2026-0311', 'TD-2026-0077']);
    // The optional signing extension (docs/api-contract.md) is on some contracts and not on others.
    const signing = ['assinado', 'dataAssinatura', 'urlAssinatura'];
    expect(
      json.some((c: Record<string, unknown>) => signing.some((key) => key in c)),
      'some carry the signing fields',
    ).toBe(true);
    expect(
      json.some((c: Record<string, unknown>) => signing.every((key) => !(key in c))),
      'some do not',
    ).toBe(true);
    for (const { assinado: _signed, dataAssinatura: _signedOn, urlAssinatura: _signAt, ...contract } of json) {
      expect(contract).toEqual({
        numContrato: expect.any(String),
        tipoAnexo: expect.any(String),
        valor: money,
        dataContrato: isoDate,
        idEvento: 41587,
        urlDownload: expect.stringMatching(new RegExp(`^${api.url}/files/contratos/[\\w-]+\\.pdf\\?exp=\\d+&sig=[\\w-]+$`)),
      });
    }
  });

  it('GET /api/anexos answers the contracts of all her events', async () => {
    const { status, json } = await api.call('GET', '/api/anexos', { token });
    expect(status).toBe(200);
    expect(new Set(json.map((c: { idEvento: number }) => c.idEvento))).toEqual(new Set([41587, 42903, 43318, 44071, 38742]));
    expect(json.length).toBe(11);
  });

  it('GET /api/financeiro answers the totals (numbers and pt-BR strings) and charges in every status', async () => {
    const { status, json } = await api.call('GET', '/api/financeiro', { token });
    expect(status).toBe(200);
    expect(json).toMatchObject({ totalEvento: '98.450,50', valorEfetivo: 61900, valorAberto: '36.550,50' });
    expect(new Set(json.cobrancas.map((c: { statusCobranca: string }) => c.statusCobranca))).toEqual(
      new Set(['Pago', 'Em aberto', 'Vencido', 'Cancelado']),
    );
    for (const charge of json.cobrancas) {
      expect(charge).toMatchObject({
        numCobranca: expect.any(String),
        formaPagamento: expect.any(String),
        dataVencimento: isoDate,
        valorDocumento: money,
        statusCobranca: expect.any(String),
        razaoSocial: 'ANA PAULA SOUZA',
      });
      if (charge.linhaDigitavel) expect(charge.linhaDigitavel).toMatch(/^\d{47}$/);
      if (charge.pixCopiaECola) expect(charge.pixCopiaECola).toMatch(/^000201.*6304[0-9A-F]{4}$/);
      if (charge.urlBoleto) expect(charge.urlBoleto).toMatch(new RegExp(`^${api.url}/files/boletos/\\d+\\.pdf\\?exp=\\d+&sig=`));
      expect(charge).not.toHaveProperty('boleto');
    }
    expect(json.cobrancas.some((c: { urlBoleto?: string }) => c.urlBoleto)).toBe(true);
    // The seed's payable charges carry their ways to pay: so the checks above met them for certain.
    const byNumber = (numCobranca: string) => json.cobrancas.find((c: { numCobranca: string }) => c.numCobranca === numCobranca);
    expect(byNumber('81237')).toMatchObject({ statusCobranca: 'Vencido', linhaDigitavel: expect.stringMatching(/^\d{47}$/) });
    expect(byNumber('81238')).toMatchObject({
      statusCobranca: 'Em aberto',
      linhaDigitavel: expect.stringMatching(/^\d{47}$/),
      pixCopiaECola: expect.stringMatching(/^000201.*6304[0-9A-F]{4}$/),
    });
  });

  it('GET /api/agenda answers done and pending schedule items with date and time', async () => {
    const { status, json } = await api.call('GET', '/api/agenda', { token });
    expect(status).toBe(200);
    for (const item of json)
      expect(item).toEqual({
        acao: expect.any(String),
        local: expect.any(String),
        dataAgenda: isoDateTime,
        concluida: expect.any(Boolean),
      });
    expect(new Set(json.map((i: { concluida: boolean }) => i.concluida))).toEqual(new Set([true, false]));
  });
});

describe('isolation between customers', () => {
  /** Values found only in Bruno's event. */
  const BRUNO_MARKERS = [
    '45560',
    'Formatura Engenharia',
    'Estância Boa Vista',
    'HEITOR SAMPAIO',
    'CT-2026-0388',
    '220.879,60',
    '85002',
    'BRUNO HENRIQUE LIMA',
    'Banquete de gala',
  ];

  it("never shows Bruno's data in any of Ana's answers, whichever event she selects", async () => {
    const paths = [
      '/api/home',
      '/api/eventos',
      '/api/contatos',
      '/api/servicos',
      '/api/contratos',
      '/api/anexos',
      '/api/financeiro',
      '/api/agenda',
    ];
    for (const idEvento of [41587, 42903, 43318, 44071, 38742]) {
      await api.call('POST', `/api/home/${idEvento}`, { token });
      for (const path of paths) {
        const { status, text } = await api.call('GET', path, { token });
        expect(status, `${path} for event ${idEvento}`).toBe(200);
        for (const marker of BRUNO_MARKERS) expect(text, `${path} for event ${idEvento}`).not.toContain(marker);
      }
    }
  });

  it('shows Bruno only his own event', async () => {
    const bruno = await api.login(DEMO_LOGINS.bruno);
    const events = (await api.call('GET', '/api/eventos', { token: bruno.access_token })).json;
    expect(events.map((e: { idEvento: number }) => e.idEvento)).toEqual([45560]);
    expect((await api.call('POST', '/api/home/41587', { token: bruno.access_token })).status).toBe(404);
    const anexos = (await api.call('GET', '/api/anexos', { token: bruno.access_token })).json;
    expect(anexos.map((c: { numContrato: string }) => c.numContrato)).toEqual(['CT-2026-0388', 'AD-2026-0499']);
  });
});
