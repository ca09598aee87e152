// @ts-check
import { withPix } from './with-pix.mjs';

/** @typedef {import('../types.mjs').EventRecord} EventRecord */
/** @typedef {import('./seed-day.mjs').SeedDay} SeedDay */

export const CARLA_ID_CLIENTE = 11042;
const SACADO = 'CARLA MENDES OLIVEIRA';

/**
 * Carla's wedding. She has a contract but no portal account yet: the first-access flow creates it.
 * @param {SeedDay} day dates relative to the seed's today
 * @returns {EventRecord[]}
 */
export function carlaEvents(day) {
  return [
    {
      idEvento: 48213,
      idCliente: CARLA_ID_CLIENTE,
      descricao: 'Casamento Carla & Diego',
      titulo: 'Cerimônia e Recepção na Casa das Hortênsias',
      tipoEvento: 'Casamento',
      dataEvento: day(285),
      dtInicio: day(285, '17:00:00'),
      idCasa: 2,
      casa: 'Casa das Hortênsias',
      pax: 160,
      comercial: [{ nome: 'PRISCILA NOGUEIRA' }],
      assessoria: [{ nome: 'HELENA VASCONCELOS' }],
      producao: [{ nome: 'BRUNA SIQUEIRA' }, { nome: 'VINÍCIUS TAVARES' }],
      contatos: [
        { tipo: 'producao', vwsivaEquipenome: 'VINÍCIUS TAVARES', vwsivaEquipetelefone: '(11) 98989-1212' },
        { tipo: 'producao', vwsivaEquipenome: 'BRUNA SIQUEIRA', vwsivaEquipetelefone: '(11) 97878-2323' },
        { tipo: 'comercial', vwsivaEquipenome: 'PRISCILA NOGUEIRA', vwsivaEquipetelefone: '(11) 99898-3434' },
        { tipo: 'assessoria', vwsivaEquipenome: 'HELENA VASCONCELOS', vwsivaEquipetelefone: '(11) 99787-4545' },
      ],
      servicos: [
        {
          servico: 'Buffet Hortênsias - jantar à americana',
          unidade: 'pessoa',
          quantidade: 160,
          anexoHTML: '<p>Jantar à americana com <strong>três opções de prato quente</strong> e mesa de antepastos.</p>',
        },
        {
          servico: 'Cerimonial e celebrante',
          unidade: 'pacote',
          quantidade: 1,
          anexoHTML: '<ul><li>Ensaio na véspera</li><li>Celebrante para cerimônia civil e religiosa</li></ul>',
        },
        { servico: 'Bem-casados', unidade: 'cento', quantidade: 3, anexoHTML: null },
        { servico: 'Decoração rústica chique', unidade: 'pacote', quantidade: 1 },
      ],
      contratos: [
        { numContrato: 'CT-2026-0467', tipoAnexo: 'Contrato de prestação de serviços', valor: '71.200,00', dataContrato: day(-24) },
        { numContrato: 'TD-2026-0481', tipoAnexo: 'Termo de degustação', valor: 0, dataContrato: day(-20) },
      ],
      financeiro: {
        totalEvento: 71200,
        valorEfetivo: 17800,
        valorAberto: '53.400,00',
        cobrancas: [
          {
            numCobranca: '86001',
            formaPagamento: 'PIX',
            dataVencimento: day(-15),
            valorDocumento: 17800,
            statusCobranca: 'Pago',
            razaoSocial: SACADO,
          },
          withPix(
            {
              numCobranca: '86002',
              formaPagamento: 'Boleto',
              dataVencimento: day(46),
              valorDocumento: '8.900,00',
              statusCobranca: 'Em aberto',
              razaoSocial: SACADO,
              linhaDigitavel: '34191570070202058820404711020331817160000890000',
              boleto: true,
            },
            'CAS48213P2',
          ),
          {
            numCobranca: '86003',
            formaPagamento: 'Boleto',
            dataVencimento: day(136),
            valorDocumento: 44500,
            statusCobranca: 'Em aberto',
            razaoSocial: SACADO,
          },
        ],
      },
      agenda: [
        { acao: 'Primeira reunião de planejamento', local: 'Casa das Hortênsias', dataAgenda: day(-16, '10:00:00'), concluida: true },
        { acao: 'Degustação do jantar', local: 'Casa das Hortênsias', dataAgenda: day(110, '13:00:00'), concluida: false },
      ],
    },
  ];
}
