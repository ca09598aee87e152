/** What each link to a paid charge's proof says, and the action its click reports to the host. */
const KINDS = {
  receipt: { text: 'Comprovante', action: 'receipt-open' },
  invoice: { text: 'Nota fiscal', action: 'invoice-open' },
} as const;

/**
 * A link to a paid charge's receipt or nota fiscal, opened in a new tab: its name says which charge
 * and that it leaves the page, since the finance table and the home's panel can show several side
 * by side. `href` has already passed the API link check (lib/api-link-href.ts).
 */
export function ProofLink({ kind, href, cob }: { kind: keyof typeof KINDS; href: string; cob: string }) {
  const { text, action } = KINDS[kind];
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-action={action} aria-label={`${text} da ${cob} (abre em nova aba)`}>
      {text}
    </a>
  );
}
