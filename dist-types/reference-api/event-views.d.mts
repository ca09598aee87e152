/** @typedef {import('./types.mjs').EventRecord} EventRecord */
/** @typedef {(path: string) => string} SignUrl */
/** @param {EventRecord} event GET/POST /api/home */
export function currentEventView(event: EventRecord): {
    idEvento: number;
    titulo: string;
    descricao: string;
    tipoEvento: string;
    dataEvento: string;
    dtInicio: string;
    idCasa: number;
    casa: string;
    pax: number;
    comercial: import("./types.mjs").TeamMember[];
    assessoria: import("./types.mjs").TeamMember[];
    producao: import("./types.mjs").TeamMember[];
};
/** @param {EventRecord} event GET /api/eventos item */
export function eventListItemView(event: EventRecord): {
    idEvento: number;
    descricao: string;
    titulo: string;
    tipoEvento: string;
    dataEvento: string;
    dtInicio: string;
    casa: string;
    idCasa: number;
};
/**
 * @param {EventRecord} event GET /api/servicos
 * @param {string} apiUrl the server's public URL, for images in the descriptions
 */
export function servicesView(event: EventRecord, apiUrl: string): import("./types.mjs").Service[];
/**
 * @param {EventRecord} event GET /api/contratos, /api/anexos
 * @param {SignUrl} signUrl
 */
export function contractsView(event: EventRecord, signUrl: SignUrl): {
    urlAssinatura: string;
    idEvento: number;
    urlDownload: string;
    numContrato: string;
    tipoAnexo: string;
    valor: number | string;
    dataContrato: string;
    assinado?: boolean | number | string | null;
    dataAssinatura?: string | null;
}[];
/**
 * @param {EventRecord} event GET /api/financeiro
 * @param {SignUrl} signUrl
 */
export function financeView(event: EventRecord, signUrl: SignUrl): {
    cobrancas: {
        urlPagamento: string;
        urlNotaFiscal: string;
        urlComprovante: string;
        urlBoleto: string;
        numCobranca: string;
        formaPagamento: string;
        dataVencimento: string;
        valorDocumento: number | string;
        statusCobranca: "Pago" | "Em aberto" | "Vencido" | "Cancelado";
        razaoSocial: string;
        linhaDigitavel?: string;
        pixCopiaECola?: string;
        dataPagamento?: string | null;
    }[];
    totalEvento: number | string;
    valorEfetivo: number | string;
    valorAberto: number | string;
};
export type EventRecord = import("./types.mjs").EventRecord;
export type SignUrl = (path: string) => string;
