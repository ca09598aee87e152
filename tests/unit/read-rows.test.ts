import { create, StructError, type as shape } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { label, text } from '../../src/api/answer-fields';
import { dataWarning } from '../../src/api/data-warning';
import { ContactList, CurrentEvent, EventList, Finance, Schedule, ServiceList, AttachmentList } from '../../src/api/event-schemas';
import { rowsOf } from '../../src/api/read-rows';
import { skippedRows } from '../../src/api/skipped-rows';
import { checkAnswer } from '../../src/api/check-answer';
import { ApiError } from '../../src/api/api-error';

const Item = shape({ acao: label, local: text });
const List = rowsOf(Item);

describe('rowsOf', () => {
  it('keeps the readable items in order and counts the others, naming only their fields', () => {
    const rows = create([{ acao: 'Prova do bolo' }, { acao: null, local: 'Sala 2' }, 'linha', { acao: ' Degustação ', local: 7 }], List);
    expect(rows).toEqual([
      { acao: 'Prova do bolo', local: null },
      { acao: 'Degustação', local: '7' },
    ]);
    expect(skippedRows(rows)).toEqual({ count: 2, fields: ['(item)', 'acao'] });
  });

  it('counts nothing for a clean list, and a list it did not read has nothing left out', () => {
    expect(skippedRows(create([{ acao: 'a' }], List))).toEqual({ count: 0, fields: [] });
    expect(skippedRows([1, 2])).toEqual({ count: 0, fields: [] });
    expect(skippedRows(undefined)).toEqual({ count: 0, fields: [] });
  });

  it('refuses what is not a list at all: the wrong answer, not a bad row', () => {
    for (const value of [{ acao: 'a' }, 'texto', '<html>', 3, true, undefined])
      expect(() => create(value, List), JSON.stringify(value)).toThrow(StructError);
  });

  it('reads null (a null answer; an empty body and a 204 are read as null) as the empty list, with nothing left out', () => {
    const rows = create(null, List);
    expect(rows).toEqual([]);
    expect(skippedRows(rows)).toEqual({ count: 0, fields: [] });
  });

  it('reads a list field sent as null as no rows (a finance answer before its first charge), but not one left out', () => {
    expect(create({ totalEvento: 0, cobrancas: null }, Finance).cobrancas).toEqual([]);
    expect(() => create({ totalEvento: 0 }, Finance)).toThrow(StructError);
  });
});

describe('answers without a body', () => {
  it('an empty body or none (a 204) is the empty list where a list was asked for', () => {
    expect(checkAnswer('', Schedule)).toEqual([]);
    expect(checkAnswer(undefined, ServiceList, 204)).toEqual([]);
    expect(checkAnswer(null, EventList)).toEqual([]);
  });

  it('and an error where an object was asked for', () => {
    for (const body of ['', undefined, null]) expect(() => checkAnswer(body, Finance), String(body)).toThrow(ApiError);
    expect(() => checkAnswer('', CurrentEvent)).toThrow(ApiError);
  });
});

describe('repeated ids', () => {
  it("leaves out a charge or an event repeating an earlier one's id (a view joined twice), and counts it", () => {
    const finance = create({ cobrancas: [{ numCobranca: 81234 }, { numCobranca: '81234' }, { numCobranca: ' 81235 ' }] }, Finance);
    expect(finance.cobrancas.map((charge) => charge.numCobranca)).toEqual([81234, '81235']);
    expect(skippedRows(finance.cobrancas)).toEqual({ count: 1, fields: ['(duplicate)'] });
    const events = create([{ idEvento: 1 }, { idEvento: 1, descricao: 'outra' }], EventList);
    expect(events).toHaveLength(1);
  });

  it('leaves out a contract repeated for the same event, but not the same number on another event', () => {
    const contracts = create(
      [
        { numContrato: 'CT-1', idEvento: 1 },
        { numContrato: 'CT-1', idEvento: '1', tipoAnexo: 'join' },
        { numContrato: 'CT-1', idEvento: 2 },
      ],
      AttachmentList,
    );
    expect(contracts.map((contract) => contract.idEvento)).toEqual([1, 2]);
    expect(skippedRows(contracts)).toEqual({ count: 1, fields: ['(duplicate)'] });
  });

  it('leaves out services, appointments and contacts repeated in every field they show (they carry no id)', () => {
    const service = { servico: 'Doces finos', unidade: 'cento', quantidade: 8, anexoHTML: null };
    const services = create([service, { ...service, quantidade: '8', idJoin: 2 }, { ...service, quantidade: 9 }], ServiceList);
    expect(services.map((row) => row.quantidade)).toEqual([8, 9]);
    expect(skippedRows(services)).toEqual({ count: 1, fields: ['(duplicate)'] });

    const item = { acao: 'Prova do bolo', local: 'Sala 2', dataAgenda: '2027-05-15T14:00:00', concluida: false };
    const schedule = create([item, { ...item, concluida: 'N' }, { ...item, dataAgenda: '2027-05-16T14:00:00' }], Schedule);
    expect(schedule).toHaveLength(2);
    expect(skippedRows(schedule).count).toBe(1);

    const contact = { tipo: 'producao', vwsivaEquipenome: 'RENATA LOPES', vwsivaEquipetelefone: '(11) 98765-4321' };
    expect(create([contact, contact, { ...contact, tipo: 'comercial' }], ContactList)).toHaveLength(2);
  });
});

describe('answers of the wrong kind', () => {
  it('a 200 carrying a message alone is no finance answer and no event', () => {
    expect(() => create({ message: 'Erro ao consultar o financeiro' }, Finance)).toThrow(StructError);
    expect(() => create({ message: 'Erro' }, CurrentEvent)).toThrow(StructError);
  });

  it('a list of which not one item can be read is refused, but a team list of them is no team', () => {
    expect(() => create({ cobrancas: [{ numCobranca: null }, 'x'] }, Finance)).toThrow(StructError);
    expect(create({ idEvento: 1, comercial: [{ nome: null }] }, CurrentEvent).comercial).toEqual([]);
  });
});

describe('dataWarning', () => {
  it('names the endpoint, the count and the fields, never a value', () => {
    const finance = create(
      {
        totalEvento: '1.000,00',
        cobrancas: [
          { numCobranca: 12, valorDocumento: 'secret-ish 999' },
          { numCobranca: null, razaoSocial: 'Ana Souza' },
        ],
      },
      Finance,
    );
    const warning = dataWarning('/api/financeiro', finance);
    expect(warning).toEqual({ endpoint: '/api/financeiro', count: 1, fields: ['cobrancas.numCobranca'] });
    expect(JSON.stringify(warning)).not.toContain('Ana');
  });

  it("adds up the current event's team lists", () => {
    const event = create({ idEvento: 1, comercial: [{ nome: null }], producao: [{ nome: 'Ana' }, {}], assessoria: null }, CurrentEvent);
    expect(dataWarning('/api/home', event)).toEqual({ endpoint: '/api/home', count: 2, fields: ['comercial.nome', 'producao.nome'] });
  });

  it('is null when nothing was left out', () => {
    expect(dataWarning('/api/agenda', create([{ acao: 'a' }], List))).toBeNull();
  });
});

describe('the current event', () => {
  it('needs only its id; a missing name becomes its type and EVT', () => {
    const event = create({ idEvento: 48213, descricao: null, tipoEvento: 'Casamento', titulo: '', pax: '180', casa: null }, CurrentEvent);
    expect(event).toMatchObject({ idEvento: 48213, descricao: 'Casamento · EVT 48213', titulo: null, pax: 180, casa: null, comercial: [] });
    expect(create({ idEvento: '7' }, CurrentEvent).descricao).toBe('Evento · EVT 7');
  });

  it('is no event without an id', () => {
    for (const value of [{ descricao: 'Casamento' }, { idEvento: null, descricao: 'x' }, [], '<html>']) {
      expect(() => create(value, CurrentEvent), JSON.stringify(value)).toThrow(StructError);
    }
  });
});
