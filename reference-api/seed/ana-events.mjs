// @ts-check
import { withCorruptPix, withPix } from './with-pix.mjs';

/** @typedef {import('../types.mjs').EventRecord} EventRecord */
/** @typedef {import('./seed-day.mjs').SeedDay} SeedDay */

export const ANA_ID_CLIENTE = 10234;
/** Days from the seed's today to Ana's wedding (her default current event): about six months. */
export const WEDDING_DAYS_AHEAD = 173;
const SACADO = 'ANA PAULA SOUZA';

/**
 * Ana's five events: her wedding (default current event: the nearest upcoming), her parents' silver
 * anniversary, her daughter's 15th birthday, her company's convention (venue without a manual) and
 * a past one. Money comes both as numbers and as pt-BR strings, on purpose.
 * @param {SeedDay} day dates relative to the seed's today
 * @returns {EventRecord[]}
 */
export function anaEvents(day) {
  return [
    {
      idEvento: 41587,
      idCliente: ANA_ID_CLIENTE,
      descricao: 'Casamento Ana & Rafael',
      titulo: 'Recepção no Espaço Villa Jardim',
      tipoEvento: 'Casamento',
      dataEvento: day(WEDDING_DAYS_AHEAD),
      dtInicio: day(WEDDING_DAYS_AHEAD, '19:30:00'),
      idCasa: 12,
      casa: 'Espaço Villa Jardim',
      pax: 220,
      comercial: [{ nome: 'PATRÍCIA ALMEIDA' }],
      assessoria: [{ nome: 'JULIANA CASTRO' }, { nome: 'FERNANDA RIBEIRO' }],
      producao: [{ nome: 'MARCOS VIEIRA' }, { nome: 'THIAGO NUNES' }, { nome: 'RENATA LOPES' }],
      contatos: [
        { tipo: 'producao', vwsivaEquipenome: 'RENATA LOPES', vwsivaEquipetelefone: '(11) 98765-4321' },
        { tipo: 'producao', vwsivaEquipenome: 'THIAGO NUNES', vwsivaEquipetelefone: '(11) 97654-3210' },
        { tipo: 'comercial', vwsivaEquipenome: 'PATRÍCIA ALMEIDA', vwsivaEquipetelefone: '(11) 99812-3344' },
        { tipo: 'assessoria', vwsivaEquipenome: 'FERNANDA RIBEIRO', vwsivaEquipetelefone: '(11) 99456-7788' },
      ],
      servicos: [
        {
          servico: 'Buffet completo - Menu Villa Jardim',
          unidade: 'pessoa',
          quantidade: 220,
          anexoHTML:
            '<p>Menu com <strong>entradas, dois pratos principais e sobremesa</strong>, servido à francesa.</p>' +
            '<ul><li>Coquetel de boas-vindas com 8 tipos de canapés</li><li>Ilha de massas artesanais</li>' +
            '<li>Medalhão ao molho de vinho tinto ou salmão grelhado</li></ul>' +
            '<p><a href="https://www.exemplo.com.br/cardapios/villa-jardim" target="_blank">Ver cardápio completo</a></p>',
        },
        {
          servico: 'Bolo de casamento',
          unidade: 'un',
          quantidade: 1,
          // Hostile on purpose: the portal must sanitise it (docs/product.md, "Validation rules") before showing it.
          anexoHTML:
            '<p><strong>Bolo de 4 andares</strong>, massa branca com recheio de doce de leite e nozes.</p>' +
            '<script>window.__xss = "script"</script>' +
            '<img src="{{apiUrl}}/files/img/nao-existe.svg" alt="Bolo" onerror="window.__xss = \'onerror\'">' +
            '<p style="position:fixed;inset:0;background:red;z-index:99999">Degustação agendada para dezembro.</p>' +
            '<p><a href="javascript:window.__xss=\'href\'">Ver recheios disponíveis</a></p>' +
            '<p><a href="data:text/html,<script>alert(1)</script>">Tabela de sabores</a></p>' +
            '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" alt="Topo do bolo">',
        },
        {
          servico: 'Open bar clássico',
          unidade: 'pessoa',
          quantidade: 200,
          anexoHTML:
            '<p><img src="{{apiUrl}}/files/img/open-bar.svg" alt="Balcão do open bar" width="320" height="180"></p>' +
            '<p>Drinks clássicos, cervejas e refrigerantes por <strong>6 horas</strong>.</p>',
        },
        { servico: 'Doces finos', unidade: 'cento', quantidade: 8, anexoHTML: null },
        {
          servico: 'Decoração floral - cerimônia e recepção',
          unidade: 'pacote',
          quantidade: 1,
          anexoHTML:
            '<p>Arranjos de <strong>rosas brancas e eucalipto</strong> nas mesas, arco floral na cerimônia e caminho de pétalas.</p>',
        },
        { servico: 'DJ e iluminação cênica', unidade: 'hora', quantidade: 6 },
      ],
      contratos: [
        // Signing online (an optional extension): the contract signed, the addendum waiting for Ana.
        {
          numContrato: 'CT-2026-0142',
          tipoAnexo: 'Contrato de prestação de serviços',
          valor: '86.900,00',
          dataContrato: day(-286),
          assinado: 'S',
          dataAssinatura: day(-285, '18:42:00'),
        },
        {
          numContrato: 'AD-2026-0311',
          tipoAnexo: 'Aditivo contratual',
          valor: 11550.5,
          dataContrato: day(-124),
          assinado: 'N',
          assinatura: true,
        },
        { numContrato: 'TD-2026-0077', tipoAnexo: 'Termo de degustação', valor: 0, dataContrato: day(-267) },
      ],
      financeiro: {
        totalEvento: '98.450,50',
        valorEfetivo: 61900,
        valorAberto: '36.550,50',
        cobrancas: [
          {
            numCobranca: '81234',
            formaPagamento: 'Boleto',
            dataVencimento: day(-258),
            valorDocumento: 24800,
            statusCobranca: 'Pago',
            razaoSocial: SACADO,
            // The provider's receipts (optional extensions): both documents here, the receipt alone on 81235, none on 81236.
            dataPagamento: day(-259, '10:14:00'),
            comprovante: true,
            notaFiscal: true,
          },
          {
            numCobranca: '81235',
            formaPagamento: 'PIX',
            dataVencimento: day(-166),
            valorDocumento: '24.800,00',
            statusCobranca: 'Pago',
            razaoSocial: SACADO,
            dataPagamento: day(-166, '16:03:00'),
            comprovante: true,
          },
          {
            numCobranca: '81236',
            formaPagamento: 'Cartão de crédito',
            dataVencimento: day(-74),
            valorDocumento: 12300,
            statusCobranca: 'Pago',
            razaoSocial: SACADO,
          },
          {
            numCobranca: '81239',
            formaPagamento: 'Boleto',
            dataVencimento: day(-105),
            valorDocumento: 11550.5,
            statusCobranca: 'Cancelado',
            razaoSocial: SACADO,
          },
          {
            numCobranca: '81237',
            formaPagamento: 'Boleto',
            dataVencimento: day(-13),
            valorDocumento: 12300,
            statusCobranca: 'Vencido',
            razaoSocial: SACADO,
            linhaDigitavel: '34191790010101043510304791020151416560001230000',
          },
          withPix(
            {
              numCobranca: '81238',
              formaPagamento: 'Boleto',
              dataVencimento: day(4),
              valorDocumento: '12.300,00',
              statusCobranca: 'Em aberto',
              razaoSocial: SACADO,
              // The provider's hosted checkout (card, installments): an optional extension.
              cartao: true,
              linhaDigitavel: '34191790010101043510304791020235416870001230000',
              boleto: true,
            },
            'CAS41587P5',
          ),
          {
            numCobranca: '81240',
            formaPagamento: 'Transferência',
            dataVencimento: day(79),
            valorDocumento: '11.950,50',
            statusCobranca: 'Em aberto',
            razaoSocial: SACADO,
          },
        ],
      },
      agenda: [
        {
          acao: 'Degustação do menu',
          local: 'Espaço Villa Jardim - Sala de Degustação',
          dataAgenda: day(-254, '15:00:00'),
          concluida: true,
        },
        {
          acao: 'Reunião de decoração',
          local: 'Atelier Flor de Lis - Rua Oscar Freire, 1020',
          dataAgenda: day(-109, '10:30:00'),
          concluida: true,
        },
        { acao: 'Prova do bolo', local: 'Confeitaria do Espaço Villa Jardim', dataAgenda: day(12, '14:00:00'), concluida: false },
        { acao: 'Visita técnica com a assessoria', local: 'Espaço Villa Jardim', dataAgenda: day(117, '09:00:00'), concluida: false },
        { acao: 'Reunião final de alinhamento', local: 'Online (Google Meet)', dataAgenda: day(161, '19:00:00'), concluida: false },
      ],
    },
    {
      idEvento: 42903,
      idCliente: ANA_ID_CLIENTE,
      descricao: 'Bodas de Prata Márcia & Jorge',
      titulo: 'Jantar de Bodas de Prata',
      tipoEvento: 'Bodas',
      dataEvento: day(271),
      dtInicio: day(271, '20:00:00'),
      idCasa: 5,
      casa: 'Casa Bellavista',
      pax: 120,
      comercial: [{ nome: 'PATRÍCIA ALMEIDA' }, { nome: 'RODRIGO FARIAS' }],
      assessoria: [{ nome: 'CAMILA DUARTE' }],
      producao: [{ nome: 'LUANA MARTINS' }, { nome: 'EDUARDO PIRES' }],
      contatos: [
        { tipo: 'producao', vwsivaEquipenome: 'EDUARDO PIRES', vwsivaEquipetelefone: '(11) 98123-4567' },
        { tipo: 'producao', vwsivaEquipenome: 'LUANA MARTINS', vwsivaEquipetelefone: '(11) 97234-5678' },
        { tipo: 'comercial', vwsivaEquipenome: 'RODRIGO FARIAS', vwsivaEquipetelefone: '(11) 99678-1122' },
        { tipo: 'assessoria', vwsivaEquipenome: 'CAMILA DUARTE', vwsivaEquipetelefone: '(11) 99345-6789' },
      ],
      servicos: [
        {
          servico: 'Jantar empratado - 3 tempos',
          unidade: 'pessoa',
          quantidade: 120,
          anexoHTML: '<p>Entrada, prato principal e sobremesa, com <strong>opção vegetariana</strong> sob pedido.</p>',
        },
        {
          servico: 'Bolo de bodas de prata',
          unidade: 'un',
          quantidade: 1,
          anexoHTML: '<p>Bolo de 2 andares com acabamento em <strong>pasta americana prateada</strong>.</p>',
        },
        { servico: 'Carta de vinhos - seleção italiana', unidade: 'garrafa', quantidade: 60, anexoHTML: null },
        {
          servico: 'Quarteto de cordas',
          unidade: 'hora',
          quantidade: 3,
          anexoHTML: '<ul><li>Repertório clássico e MPB</li><li>Entrada dos anfitriões com a música do casamento</li></ul>',
        },
        { servico: 'Lembrancinhas personalizadas', unidade: 'un', quantidade: 120 },
      ],
      contratos: [
        { numContrato: 'CT-2026-0219', tipoAnexo: 'Contrato de prestação de serviços', valor: '58.740,00', dataContrato: day(-235) },
        { numContrato: 'AD-2026-0402', tipoAnexo: 'Aditivo contratual', valor: '3200,00', dataContrato: day(-69) },
      ],
      financeiro: {
        totalEvento: 61940,
        valorEfetivo: '40.000,00',
        valorAberto: 21940,
        cobrancas: [
          {
            numCobranca: '82101',
            formaPagamento: 'PIX',
            dataVencimento: day(-202),
            valorDocumento: 20000,
            statusCobranca: 'Pago',
            razaoSocial: SACADO,
          },
          {
            numCobranca: '82102',
            formaPagamento: 'Boleto',
            dataVencimento: day(-110),
            valorDocumento: '20.000,00',
            statusCobranca: 'Pago',
            razaoSocial: SACADO,
          },
          {
            numCobranca: '82105',
            formaPagamento: 'Cartão de crédito',
            dataVencimento: day(-49),
            valorDocumento: 3200,
            statusCobranca: 'Cancelado',
            razaoSocial: SACADO,
          },
          // The seed's one broken Pix code (wrong CRC): the portal must refuse to show its QR code.
          withCorruptPix(
            {
              numCobranca: '82103',
              formaPagamento: 'Boleto',
              dataVencimento: day(12),
              valorDocumento: '9.850,75',
              statusCobranca: 'Em aberto',
              razaoSocial: SACADO,
              linhaDigitavel: '23793381286000765432410001234508816820000985075',
              boleto: true,
            },
            'BOD42903P3',
          ),
          {
            numCobranca: '82104',
            formaPagamento: 'Boleto',
            dataVencimento: day(102),
            valorDocumento: 12089.25,
            statusCobranca: 'Em aberto',
            razaoSocial: SACADO,
          },
        ],
      },
      agenda: [
        { acao: 'Degustação de vinhos', local: 'Casa Bellavista - Adega', dataAgenda: day(-72, '16:00:00'), concluida: true },
        { acao: 'Escolha do enxoval de mesa', local: 'Casa Bellavista', dataAgenda: day(199, '11:00:00'), concluida: false },
        {
          acao: 'Ensaio do quarteto de cordas',
          local: 'Casa Bellavista - Salão Principal',
          dataAgenda: day(264, '18:00:00'),
          concluida: false,
        },
      ],
    },
    {
      idEvento: 43318,
      idCliente: ANA_ID_CLIENTE,
      descricao: 'Aniversário de 15 anos Beatriz',
      titulo: 'Baile de Debutante',
      tipoEvento: 'Aniversário',
      dataEvento: day(320),
      dtInicio: day(320, '21:00:00'),
      idCasa: 55,
      casa: 'Villa Giardino',
      pax: 180,
      comercial: [{ nome: 'RODRIGO FARIAS' }],
      assessoria: [{ nome: 'LARISSA MOURA' }, { nome: 'BIANCA TORRES' }],
      producao: [{ nome: 'ALINE PRADO' }, { nome: 'GUSTAVO REIS' }],
      contatos: [
        { tipo: 'producao', vwsivaEquipenome: 'GUSTAVO REIS', vwsivaEquipetelefone: '(11) 98555-1020' },
        { tipo: 'producao', vwsivaEquipenome: 'ALINE PRADO', vwsivaEquipetelefone: '(11) 97444-2030' },
        { tipo: 'comercial', vwsivaEquipenome: 'RODRIGO FARIAS', vwsivaEquipetelefone: '(11) 99678-1122' },
        { tipo: 'assessoria', vwsivaEquipenome: 'BIANCA TORRES', vwsivaEquipetelefone: '(11) 99001-3344' },
      ],
      servicos: [
        {
          servico: 'Buffet festa teen - finger food',
          unidade: 'pessoa',
          quantidade: 180,
          anexoHTML: '<ul><li>Mini hambúrgueres</li><li>Estação de crepes</li><li>Sucos e soda italiana</li></ul>',
        },
        {
          servico: 'Cabine de fotos',
          unidade: 'diária',
          quantidade: 1,
          anexoHTML:
            '<p>Fotos impressas na hora e <strong>galeria on-line</strong>.</p>' +
            '<p><img src="{{apiUrl}}/files/img/cabine-de-fotos.svg" alt="Cabine de fotos decorada" width="320" height="180"></p>',
        },
        { servico: 'Valsa coreografada - ensaios', unidade: 'aula', quantidade: 6, anexoHTML: null },
        {
          servico: 'Mesa de doces temática',
          unidade: 'pacote',
          quantidade: 1,
          anexoHTML: '<p>Tema <strong>Paris</strong>: macarons, brigadeiros gourmet e torre de cupcakes.</p>',
        },
        { servico: 'Pista de LED', unidade: 'm²', quantidade: 48 },
      ],
      contratos: [
        { numContrato: 'CT-2026-0265', tipoAnexo: 'Contrato de prestação de serviços', valor: 42500, dataContrato: day(-189) },
        { numContrato: 'AD-2026-0455', tipoAnexo: 'Aditivo contratual', valor: '4.380,90', dataContrato: day(-54) },
      ],
      financeiro: {
        totalEvento: '46.880,90',
        valorEfetivo: 30000,
        valorAberto: '16.880,90',
        cobrancas: [
          {
            numCobranca: '83011',
            formaPagamento: 'Boleto',
            dataVencimento: day(-156),
            valorDocumento: 15000,
            statusCobranca: 'Pago',
            razaoSocial: SACADO,
          },
          {
            numCobranca: '83012',
            formaPagamento: 'Boleto',
            dataVencimento: day(-95),
            valorDocumento: '15.000,00',
            statusCobranca: 'Pago',
            razaoSocial: SACADO,
          },
          {
            numCobranca: '83013',
            formaPagamento: 'Boleto',
            dataVencimento: day(-34),
            valorDocumento: 7400,
            statusCobranca: 'Vencido',
            razaoSocial: SACADO,
            linhaDigitavel: '00190000090284567123500000018002516360000740000',
            boleto: true,
          },
          {
            numCobranca: '83014',
            formaPagamento: 'PIX',
            dataVencimento: day(89),
            valorDocumento: '9.480,90',
            statusCobranca: 'Em aberto',
            razaoSocial: SACADO,
          },
        ],
      },
      agenda: [
        { acao: 'Reunião de briefing com a debutante', local: 'Villa Giardino', dataAgenda: day(-174, '17:00:00'), concluida: true },
        { acao: 'Degustação do buffet', local: 'Villa Giardino', dataAgenda: day(152, '15:00:00'), concluida: false },
        { acao: 'Primeiro ensaio da valsa', local: 'Studio Passo a Passo - Moema', dataAgenda: day(236, '10:00:00'), concluida: false },
      ],
    },
    {
      idEvento: 44071,
      idCliente: ANA_ID_CLIENTE,
      descricao: 'Convenção Anual Construtora Horizonte',
      titulo: 'Convenção e Jantar de Premiação',
      tipoEvento: 'Corporativo',
      dataEvento: day(479),
      dtInicio: day(479, '08:30:00'),
      idCasa: 90,
      casa: 'Centro de Convenções Atlântico',
      pax: 450,
      comercial: [{ nome: 'SÉRGIO ANTUNES' }],
      assessoria: [{ nome: 'DANIELA ROCHA' }],
      producao: [{ nome: 'MARIANA COSTA' }, { nome: 'FELIPE ANDRADE' }],
      contatos: [
        { tipo: 'producao', vwsivaEquipenome: 'FELIPE ANDRADE', vwsivaEquipetelefone: '(11) 98800-1234' },
        { tipo: 'producao', vwsivaEquipenome: 'MARIANA COSTA', vwsivaEquipetelefone: '(11) 97700-5678' },
        { tipo: 'comercial', vwsivaEquipenome: 'SÉRGIO ANTUNES', vwsivaEquipetelefone: '(11) 3456-7890' },
        { tipo: 'assessoria', vwsivaEquipenome: 'DANIELA ROCHA', vwsivaEquipetelefone: '(11) 99222-8899' },
      ],
      servicos: [
        {
          servico: 'Coffee break - manhã e tarde',
          unidade: 'pessoa',
          quantidade: 900,
          anexoHTML: '<p>Dois intervalos com <strong>café, chás, sucos, pães de queijo e frutas</strong>.</p>',
        },
        {
          servico: 'Almoço executivo',
          unidade: 'pessoa',
          quantidade: 450,
          anexoHTML: '<ul><li>Saladas e antepastos</li><li>Dois pratos quentes</li><li>Sobremesa do dia</li></ul>',
        },
        {
          servico: 'Sonorização e projeção - auditório',
          unidade: 'diária',
          quantidade: 1,
          anexoHTML:
            '<p>Som, dois telões e operador técnico. <a href="https://www.exemplo.com.br/infraestrutura/auditorio-atlantico" target="_blank">Planta do auditório</a></p>',
        },
        { servico: 'Jantar de premiação', unidade: 'pessoa', quantidade: 300, anexoHTML: null },
        { servico: 'Tradução simultânea', unidade: 'cabine', quantidade: 2 },
        { servico: 'Credenciamento', unidade: 'posto', quantidade: 6 },
      ],
      contratos: [
        { numContrato: 'CT-2026-0391', tipoAnexo: 'Contrato de prestação de serviços', valor: '148.200,00', dataContrato: day(-49) },
        { numContrato: 'AD-2026-0512', tipoAnexo: 'Aditivo contratual', valor: 6480, dataContrato: day(-11) },
      ],
      financeiro: {
        totalEvento: 154680,
        valorEfetivo: '48.200,00',
        valorAberto: '106.480,00',
        cobrancas: [
          {
            numCobranca: '84001',
            formaPagamento: 'Transferência',
            dataVencimento: day(-39),
            valorDocumento: '48.200,00',
            statusCobranca: 'Pago',
            razaoSocial: 'CONSTRUTORA HORIZONTE LTDA',
          },
          withPix(
            {
              numCobranca: '84002',
              formaPagamento: 'Boleto',
              dataVencimento: day(53),
              valorDocumento: 48200,
              statusCobranca: 'Em aberto',
              razaoSocial: 'CONSTRUTORA HORIZONTE LTDA',
              linhaDigitavel: '03399123475670000001323456789017917230004820000',
              boleto: true,
            },
            'COR44071P1',
          ),
          {
            numCobranca: '84003',
            formaPagamento: 'Boleto',
            dataVencimento: day(143),
            valorDocumento: '58.280,00',
            statusCobranca: 'Em aberto',
            razaoSocial: 'CONSTRUTORA HORIZONTE LTDA',
          },
        ],
      },
      agenda: [
        {
          acao: 'Visita técnica ao centro de convenções',
          local: 'Centro de Convenções Atlântico',
          dataAgenda: day(-26, '14:00:00'),
          concluida: true,
        },
        { acao: 'Aprovação do layout do auditório', local: 'Online (Microsoft Teams)', dataAgenda: day(352, '10:00:00'), concluida: false },
        {
          acao: 'Ensaio geral da premiação',
          local: 'Centro de Convenções Atlântico - Auditório A',
          dataAgenda: day(478, '16:00:00'),
          concluida: false,
        },
      ],
    },
    {
      idEvento: 38742,
      idCliente: ANA_ID_CLIENTE,
      descricao: 'Aniversário de 60 anos Antônio Souza',
      titulo: 'Almoço em Família',
      tipoEvento: 'Aniversário',
      dataEvento: day(-527),
      dtInicio: day(-527, '13:00:00'),
      idCasa: 8,
      casa: 'Terraço Paulista',
      pax: 90,
      comercial: [{ nome: 'PATRÍCIA ALMEIDA' }],
      assessoria: [{ nome: 'JULIANA CASTRO' }],
      producao: [{ nome: 'CAIO MENDONÇA' }, { nome: 'MARCOS VIEIRA' }],
      contatos: [
        { tipo: 'producao', vwsivaEquipenome: 'MARCOS VIEIRA', vwsivaEquipetelefone: '(11) 98321-6540' },
        { tipo: 'producao', vwsivaEquipenome: 'CAIO MENDONÇA', vwsivaEquipetelefone: '(11) 97310-2468' },
        { tipo: 'comercial', vwsivaEquipenome: 'PATRÍCIA ALMEIDA', vwsivaEquipetelefone: '(11) 99812-3344' },
        { tipo: 'assessoria', vwsivaEquipenome: 'JULIANA CASTRO', vwsivaEquipetelefone: '(11) 99567-1234' },
      ],
      servicos: [
        {
          servico: 'Almoço buffet brasileiro',
          unidade: 'pessoa',
          quantidade: 90,
          anexoHTML: '<p>Feijoada completa, <strong>baião de dois</strong> e moqueca de peixe.</p>',
        },
        { servico: 'Bolo de aniversário', unidade: 'un', quantidade: 1, anexoHTML: null },
        {
          servico: 'Música ao vivo - samba de raiz',
          unidade: 'hora',
          quantidade: 4,
          anexoHTML: '<p>Grupo com <strong>cinco músicos</strong>: cavaquinho, violão 7 cordas, pandeiro, surdo e voz.</p>',
        },
        { servico: 'Bar de caipirinhas', unidade: 'pessoa', quantidade: 80 },
      ],
      contratos: [
        { numContrato: 'CT-2025-0088', tipoAnexo: 'Contrato de prestação de serviços', valor: '18.630,00', dataContrato: day(-672) },
        { numContrato: 'RQ-2025-0133', tipoAnexo: 'Recibo de quitação', valor: 18630, dataContrato: day(-521) },
      ],
      financeiro: {
        totalEvento: 18630,
        valorEfetivo: '18.630,00',
        valorAberto: 0,
        cobrancas: [
          {
            numCobranca: '79501',
            formaPagamento: 'PIX',
            dataVencimento: day(-641),
            valorDocumento: 9315,
            statusCobranca: 'Pago',
            razaoSocial: SACADO,
          },
          {
            numCobranca: '79502',
            formaPagamento: 'Boleto',
            dataVencimento: day(-552),
            valorDocumento: '9.315,00',
            statusCobranca: 'Pago',
            razaoSocial: SACADO,
          },
        ],
      },
      agenda: [
        { acao: 'Degustação do almoço', local: 'Terraço Paulista', dataAgenda: day(-597, '12:00:00'), concluida: true },
        { acao: 'Confirmação da lista de convidados', local: 'Online (WhatsApp)', dataAgenda: day(-540, '10:00:00'), concluida: true },
      ],
    },
  ];
}
