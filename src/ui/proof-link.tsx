/**
 * A link to a paid charge's receipt ('Comprovante') or, with `invoice`, its nota fiscal, opened in a
 * new tab: its name says which charge and that it leaves the page, since the finance table and the
 * home's panel can show several side by side. `href` has already passed the API link check
 * (lib/fields/api-link-href.ts); the click reports `receipt-open` or `invoice-open` to the host.
 */
export function ProofLink({ href, cob, invoice }: { href: string; cob: string; invoice?: boolean }) {
  const text = invoice ? 'Nota fiscal' : 'Comprovante';
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-action={invoice ? 'invoice-open' : 'receipt-open'}
      aria-label={`${text} da ${cob} (abre em nova aba)`}
    >
      {text}
    </a>
  );
}
