import { apiLinkHref } from './api-link-href';

/** What the signing fields of a contract say (the API's Attachment has these, all optional). */
export interface SigningFields {
  urlAssinatura?: string | null;
  assinado?: boolean | null;
  dataAssinatura?: string | null;
}

/**
 * Where a contract stands on signing, from the provider's optional fields: `signed` (with the date
 * when one was sent), `waiting` with the signing page when it is not signed and that page passes the
 * URL check ({@link apiLinkHref}), or `null` when there is nothing to say or offer. `assinado` has the
 * last word; without it, a date of signing says it was signed (docs/product.md, "Contracts").
 */
export function contractSigning(
  contract: SigningFields,
  apiBase: string,
): { state: 'signed'; on: string | null } | { state: 'waiting'; href: string } | null {
  const signed = contract.assinado ?? Boolean(contract.dataAssinatura);
  if (signed) return { state: 'signed', on: contract.dataAssinatura ?? null };
  const href = apiLinkHref(contract.urlAssinatura, apiBase);
  return href ? { state: 'waiting', href } : null;
}
