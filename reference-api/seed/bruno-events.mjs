// @ts-check
import { withPix } from './with-pix.mjs';

/** @typedef {import('../types.mjs').EventRecord} EventRecord */
/** @typedef {import('./seed-day.mjs').SeedDay} SeedDay */

export const BRUNO_ID_CLIENTE = 10877;
const SACADO = 'BRUNO HENRIQUE LIMA';

/**
 * Bruno's single event. No value here (names, phones, services, numbers, amounts) appears in
 * Ana's data, so a test can prove that nothing of his leaks into her answers.
 * @param {SeedDay} day dates relative to the seed's today
 * @returns {EventRecord[]}
 */
export function brunoEvents(day) {
  return [
    {
      idEvento: 45560,
      idCliente: BRUNO_ID_CLIENTE,
      descricao: 'Formatura Engenharia Turma 2027',
      titulo: 'Baile de Gala da Formatura',
      tipoEvento: 'Formatura',
      dataEvento: day(383),
      dtInicio: day(383, '22:00:00'),
      idCasa: 61,
      casa: 'Estância Boa Vista',
      pax: 600,
      comercial: [{ nome: 'VANESSA QUINTELA' }],
      assessoria: [{ nome: 'OTÁVIO BARRETO' }],
      producao: [{ nome: 'YASMIN CARVALHO' }, { nome: 'HEITOR SAMPAIO' }],
      contatos: [
        { tipo: 'producao', vwsivaEquipenome: 'HEITOR SAMPAIO', vwsivaEquipetelefone: '(19) 98111-0909' },
        { tipo: 'producao', vwsivaEquipenome: 'YASMIN CARVALHO', vwsivaEquipetelefone: '(19) 97222-0808' },
        { tipo: 'comercial', vwsivaEquipenome: 'VANESSA QUINTELA', vwsivaEquipetelefone: '(19) 99333-0707' },
        { tipo: 'assessoria', vwsivaEquipenome: 'OTÁVIO BARRETO', vwsivaEquipetelefone: '(19) 99444-0606' },
      ],
      servicos: [
        {
          servico: 'Banquete de gala - ilhas gastronômicas',
          unidade: 'pessoa',
          quantidade: 600,
          anexoHTML: '<ul><li>Ilha japonesa</li><li>Ilha mediterrânea</li><li>Carving station de costela</li></ul>',
        },
        {
          servico: 'Open bar premium com bartenders',
          unidade: 'pessoa',
          quantidade: 600,
          anexoHTML: '<p>Gin tônica autoral, whisky 12 anos e <strong>drinks de autor</strong>.</p>',
        },
        { servico: 'Show pirotécnico indoor', unidade: 'un', quantidade: 1, anexoHTML: null },
        { servico: 'Banda ao vivo - baile de formatura', unidade: 'hora', quantidade: 5 },
      ],
      contratos: [
        { numContrato: 'CT-2026-0388', tipoAnexo: 'Contrato de prestação de serviços', valor: '213.754,00', dataContrato: day(-88) },
        { numContrato: 'AD-2026-0499', tipoAnexo: 'Aditivo contratual', valor: 7125.6, dataContrato: day(-35) },
      ],
      financeiro: {
        totalEvento: '220.879,60',
        valorEfetivo: 100000,
        valorAberto: '120.879,60',
        cobrancas: [
          {
            numCobranca: '85001',
            formaPagamento: 'Boleto',
            dataVencimento: day(-66),
            valorDocumento: 100000,
            statusCobranca: 'Pago',
            razaoSocial: SACADO,
          },
          withPix(
            {
              numCobranca: '85002',
              formaPagamento: 'Boleto',
              dataVencimento: day(25),
              valorDocumento: '21.375,40',
              statusCobranca: 'Em aberto',
              razaoSocial: SACADO,
              linhaDigitavel: '10495550122340000009987654321006116950002137540',
              boleto: true,
            },
            'FOR45560P2',
          ),
          {
            numCobranca: '85003',
            formaPagamento: 'Boleto',
            dataVencimento: day(207),
            valorDocumento: 99504.2,
            statusCobranca: 'Em aberto',
            razaoSocial: SACADO,
          },
        ],
      },
      agenda: [
        { acao: 'Reunião com a comissão de formatura', local: 'Estância Boa Vista', dataAgenda: day(-79, '19:00:00'), concluida: true },
        {
          acao: 'Degustação para a comissão',
          local: 'Estância Boa Vista - Cozinha Show',
          dataAgenda: day(257, '18:00:00'),
          concluida: false,
        },
      ],
    },
  ];
}
