// @ts-check

/** @typedef {import('./types.mjs').EventRecord} EventRecord */
/** @typedef {(path: string) => string} SignUrl */

/** @param {EventRecord} event GET/POST /api/home */
export function currentEventView(event) {
  const { idEvento, titulo, descricao, tipoEvento, dataEvento, dtInicio, idCasa, casa, pax, comercial, assessoria, producao } = event;
  return { idEvento, titulo, descricao, tipoEvento, dataEvento, dtInicio, idCasa, casa, pax, comercial, assessoria, producao };
}

/** @param {EventRecord} event GET /api/eventos item */
export function eventListItemView(event) {
  const { idEvento, descricao, titulo, tipoEvento, dataEvento, dtInicio, casa, idCasa } = event;
  return { idEvento, descricao, titulo, tipoEvento, dataEvento, dtInicio, casa, idCasa };
}

/**
 * @param {EventRecord} event GET /api/servicos
 * @param {string} apiUrl the server's public URL, for images in the descriptions
 */
export function servicesView(event, apiUrl) {
  return event.servicos.map((service) =>
    typeof service.anexoHTML === 'string' ? { ...service, anexoHTML: service.anexoHTML.replaceAll('{{apiUrl}}', apiUrl) } : service,
  );
}

/**
 * @param {EventRecord} event GET /api/contratos, /api/anexos
 * @param {SignUrl} signUrl
 */
export function contractsView(event, signUrl) {
  return event.contratos.map(({ assinatura, ...contract }) => ({
    ...contract,
    idEvento: event.idEvento,
    urlDownload: signUrl(`/files/contratos/${encodeURIComponent(contract.numContrato)}.pdf`),
    // The optional signing page (README, "Optional extensions"): the provider's own stand-in.
    ...(assinatura && { urlAssinatura: signUrl(`/provedor/assinatura/${encodeURIComponent(contract.numContrato)}`) }),
  }));
}

/**
 * @param {EventRecord} event GET /api/financeiro
 * @param {SignUrl} signUrl
 */
export function financeView(event, signUrl) {
  const { cobrancas, ...totals } = event.financeiro;
  return {
    ...totals,
    cobrancas: cobrancas.map(({ boleto, comprovante, notaFiscal, cartao, ...charge }) => {
      const number = encodeURIComponent(charge.numCobranca);
      return {
        ...charge,
        ...(boleto && { urlBoleto: signUrl(`/files/boletos/${number}.pdf`) }),
        // The optional extensions (README, "Optional extensions"), at the provider's stand-ins.
        ...(comprovante && { urlComprovante: signUrl(`/provedor/comprovantes/${number}.pdf`) }),
        ...(notaFiscal && { urlNotaFiscal: signUrl(`/provedor/notas-fiscais/${number}.pdf`) }),
        ...(cartao && { urlPagamento: signUrl(`/provedor/pagamento/${number}`) }),
      };
    }),
  };
}
