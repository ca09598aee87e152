// @ts-check
import { HttpError } from './http-error.mjs';
import { makePdf } from './pdf.mjs';
import { pdfReply } from './reply.mjs';

/** @typedef {import('./types.mjs').Route} Route */
/** @typedef {import('./types.mjs').Reply} Reply */
/** @typedef {import('./types.mjs').RouteRequest} RouteRequest */
/** @typedef {import('./create-state.mjs').State} State */

/** Pictures referenced by the seeded service descriptions: name -> [caption, background]. */
const IMAGES = new Map([
  ['open-bar', ['Open bar', '#7a4e2d']],
  ['cabine-de-fotos', ['Cabine de fotos', '#5b3f8c']],
]);

/**
 * Downloads behind signed links (contracts, boletos) and the pictures of the service descriptions.
 *
 * @param {{ state: State, verifyUrl: (path: string, query: URLSearchParams) => boolean }} context
 * @returns {Route[]}
 */
export function fileRoutes({ state, verifyUrl }) {
  /**
   * @param {RouteRequest} request
   * @returns {string} the requested document number
   */
  function signedPdf(request) {
    if (!verifyUrl(request.path, request.query)) throw new HttpError(403, 'Link inválido ou expirado.');
    const { file } = request.params;
    if (!file.endsWith('.pdf')) throw new HttpError(404, 'Documento não encontrado');
    return file.slice(0, -'.pdf'.length);
  }

  return [
    {
      method: 'GET',
      path: '/files/contratos/:file',
      handler(request) {
        const number = signedPdf(request);
        for (const event of state.events.values()) {
          const contract = event.contratos.find((c) => c.numContrato === number);
          if (!contract) continue;
          return pdfReply(
            `Contrato ${number}`,
            makePdf(`Contrato ${number}`, [
              contract.tipoAnexo,
              '',
              `Evento: EVT-${event.idEvento} - ${event.descricao}`,
              `Contratante: ${state.customers.get(event.idCliente)?.name ?? ''}`,
              `Data do evento: ${brDate(event.dataEvento)}, às ${event.dtInicio.slice(11, 16).replace(':', 'h')}`,
              `Local: ${event.casa}`,
              `Valor: ${brl(contract.valor)}`,
              `Data do contrato: ${brDate(contract.dataContrato)}`,
              '',
              'Documento de demonstração gerado pelo servidor de referência do Portal do Cliente.',
            ]),
          );
        }
        throw new HttpError(404, 'Documento não encontrado');
      },
    },
    {
      method: 'GET',
      path: '/files/boletos/:file',
      handler(request) {
        const number = signedPdf(request);
        for (const event of state.events.values()) {
          const charge = event.financeiro.cobrancas.find((c) => c.numCobranca === number && c.boleto);
          if (!charge) continue;
          return pdfReply(
            `Boleto ${number}`,
            makePdf(`Boleto ${number}`, [
              `Sacado: ${charge.razaoSocial}`,
              `Referente a: EVT-${event.idEvento} - ${event.descricao}`,
              `Vencimento: ${brDate(charge.dataVencimento)}`,
              `Valor do documento: ${brl(charge.valorDocumento)}`,
              `Linha digitável: ${charge.linhaDigitavel ?? '-'}`,
              '',
              'Documento de demonstração: não pague este boleto.',
            ]),
          );
        }
        throw new HttpError(404, 'Documento não encontrado');
      },
    },
    {
      method: 'GET',
      path: '/files/img/:file',
      handler({ params }) {
        const image = IMAGES.get(params.file.replace(/\.svg$/, ''));
        if (!image || !params.file.endsWith('.svg')) throw new HttpError(404, 'Imagem não encontrada');
        const [caption, background] = image;
        return {
          status: 200,
          headers: {
            'Content-Type': 'image/svg+xml',
            'Cache-Control': 'public, max-age=3600',
            'Content-Security-Policy': "default-src 'none'",
          },
          body:
            `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180" role="img" aria-label="${caption}">` +
            `<rect width="320" height="180" fill="${background}"/>` +
            `<text x="160" y="98" fill="#fff" font-family="sans-serif" font-size="22" text-anchor="middle">${caption}</text></svg>`,
        };
      },
    },
  ];
}

/** @param {string} iso '2027-05-15T00:00:00' -> '15/05/2027' */
function brDate(iso) {
  return iso.slice(0, 10).split('-').reverse().join('/');
}

/** @param {number | string} value 15800.5 or '15.800,50' -> 'R$ 15.800,50' */
function brl(value) {
  const amount = typeof value === 'number' ? value : Number(value.replace(/\./g, '').replace(',', '.'));
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(amount);
}
