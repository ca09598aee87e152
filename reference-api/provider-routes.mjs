// @ts-check
import { HttpError } from './http-error.mjs';
import { makePdf } from './pdf.mjs';
import { json, pdfReply } from './reply.mjs';
import { saoPauloDateTime } from './sao-paulo-time.mjs';

/** @typedef {import('./types.mjs').Route} Route */
/** @typedef {import('./types.mjs').Reply} Reply */
/** @typedef {import('./types.mjs').RouteRequest} RouteRequest */
/** @typedef {import('./types.mjs').Charge} Charge */
/** @typedef {import('./types.mjs').Contract} Contract */
/** @typedef {import('./types.mjs').EventRecord} EventRecord */
/** @typedef {import('./create-state.mjs').State} State */

/*
 * Stand-ins for the provider's own systems behind the optional extensions (README, "Optional
 * extensions"): the receipt and the nota fiscal of a paid charge, the hosted checkout of an open one
 * and the signing page of a contract. A real provider's are on other sites (a payment or signing
 * service); these live on the API's origin so that the demo and the tests reach them without the
 * internet. Each URL is signed like a download (a capability: a plain link carries no token), and
 * the checkout's and the signing page's one button (POST to the same URL) settle the charge or sign
 * the contract, as the provider's systems would.
 */

/** The stand-in pages run their one inline script and talk to their own origin only. */
const PAGE_CSP = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'";

/**
 * @param {{ state: State, verifyUrl: (path: string, query: URLSearchParams) => boolean, now: () => number }} context
 * @returns {Route[]}
 */
export function providerRoutes({ state, verifyUrl, now }) {
  /** @param {RouteRequest} request @param {string} [suffix] */
  function signed(request, suffix = '') {
    if (!verifyUrl(request.path, request.query)) throw new HttpError(403, 'Link inválido ou expirado.');
    const { number } = request.params;
    if (!number.endsWith(suffix)) throw new HttpError(404, 'Documento não encontrado');
    return number.slice(0, number.length - suffix.length);
  }

  /** @param {string} number @param {(charge: Charge) => boolean} test */
  function chargeOf(number, test) {
    for (const event of state.events.values()) {
      const charge = event.financeiro.cobrancas.find((c) => c.numCobranca === number && test(c));
      if (charge) return { event, charge };
    }
    throw new HttpError(404, 'Cobrança não encontrada');
  }

  /** @param {string} number */
  function contractOf(number) {
    for (const event of state.events.values()) {
      const contract = event.contratos.find((c) => c.numContrato === number && c.assinatura);
      if (contract) return { event, contract };
    }
    throw new HttpError(404, 'Contrato não encontrado');
  }

  /** @param {'comprovante' | 'notaFiscal'} kind @param {string} title */
  const documentRoute = (kind, title) => (/** @type {RouteRequest} */ request) => {
    const { event, charge } = chargeOf(signed(request, '.pdf'), (c) => Boolean(c[kind]));
    const name = `${title} ${charge.numCobranca}`;
    return pdfReply(
      name,
      makePdf(name, [
        `Pagador: ${charge.razaoSocial}`,
        `Referente a: EVT-${event.idEvento} - ${event.descricao}`,
        `Valor: ${charge.valorDocumento}`,
        `Pago em: ${charge.dataPagamento ?? '-'}`,
        '',
        'Documento de demonstração do servidor de referência: não tem valor fiscal.',
      ]),
    );
  };

  return [
    // Cookie auth's sign-in page, where its challenge sends a call whose session has ended (the
    // provider habits mode's `unauthorized` 302): a page, as a browser following the redirect finds it.
    {
      method: 'GET',
      path: '/Account/Login',
      handler: () =>
        page('Entrar', 'Portal do provedor', 'Entre com seu e-mail e sua senha (página de demonstração do provedor).', null, ''),
    },
    { method: 'GET', path: '/provedor/comprovantes/:number', handler: documentRoute('comprovante', 'Comprovante') },
    { method: 'GET', path: '/provedor/notas-fiscais/:number', handler: documentRoute('notaFiscal', 'Nota fiscal') },
    {
      method: 'GET',
      path: '/provedor/pagamento/:number',
      handler(request) {
        const { event, charge } = chargeOf(signed(request), (c) => Boolean(c.cartao));
        const paid = charge.statusCobranca === 'Pago';
        return page(
          `Pagamento da COB ${charge.numCobranca}`,
          `${event.descricao} · valor ${charge.valorDocumento}`,
          paid ? 'Esta cobrança já está paga.' : 'Cartão de crédito em até 12x (página de demonstração do provedor).',
          paid ? null : 'Pagar com cartão (demonstração)',
          'Pagamento aprovado. Você já pode voltar ao portal.',
        );
      },
    },
    {
      // The checkout approves the payment: the charge is paid now, with its receipt and nota fiscal.
      method: 'POST',
      path: '/provedor/pagamento/:number',
      handler(request) {
        const { charge } = chargeOf(signed(request), (c) => Boolean(c.cartao));
        Object.assign(charge, { statusCobranca: 'Pago', dataPagamento: saoPauloDateTime(now()), comprovante: true, notaFiscal: true });
        return json(200, { statusCobranca: charge.statusCobranca });
      },
    },
    {
      method: 'GET',
      path: '/provedor/assinatura/:number',
      handler(request) {
        const { event, contract } = contractOf(signed(request));
        const done = isSigned(contract);
        return page(
          `Assinatura do ${contract.numContrato}`,
          `${contract.tipoAnexo} · ${event.descricao}`,
          done ? 'Este contrato já está assinado.' : 'Leia o documento e assine (página de demonstração do provedor).',
          done ? null : 'Assinar (demonstração)',
          'Contrato assinado. Você já pode voltar ao portal.',
        );
      },
    },
    {
      method: 'POST',
      path: '/provedor/assinatura/:number',
      handler(request) {
        const { contract } = contractOf(signed(request));
        Object.assign(contract, { assinado: 'S', dataAssinatura: saoPauloDateTime(now()) });
        return json(200, { assinado: contract.assinado });
      },
    },
  ];
}

/** @param {Contract} contract */
const isSigned = (contract) => contract.assinado === true || contract.assinado === 1 || contract.assinado === 'S';

/**
 * A small stand-in page: what it is, and a button that POSTs to its own URL (JSON, as the API takes
 * every body) and then says it is done.
 * @param {string} title @param {string} about @param {string} note @param {string | null} action @param {string} done
 * @returns {Reply}
 */
function page(title, about, note, action, done) {
  const escape = (/** @type {string} */ value) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const button = action
    ? `<button type="button" id="act">${escape(action)}</button><p id="done" role="status"></p>
<script>document.getElementById('act').onclick = async (e) => {
  e.target.disabled = true;
  const answer = await fetch(location.href, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  document.getElementById('done').textContent = answer.ok ? ${JSON.stringify(done)} : 'Não foi possível concluir: ' + answer.status;
};</script>`
    : '';
  return {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': PAGE_CSP },
    body: `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:2em auto;max-width:32em;padding:0 1em}button{font:inherit;min-height:44px;padding:0 1.5em}</style>
<h1>${escape(title)}</h1><p>${escape(about)}</p><p>${escape(note)}</p>${button}</html>`,
  };
}
