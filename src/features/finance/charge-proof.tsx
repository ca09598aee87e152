import type { Charge } from '../../api/event-schemas';
import { apiLinkHref } from '../../lib/fields/api-link-href';
import { formatDate } from '../../lib/dates/format-date';
import { formatMoney } from '../../lib/text/format-money';
import { parseMoney } from '../../lib/fields/parse-money';
import type { ChargeReading } from '../../lib/charges/read-charge';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';
import { ProofLink } from '../../ui/proof-link';

/*
 * The date on a line of its own, the links on the next: in the charges table the Status column is
 * as wide as its widest line, and the three side by side made it so wide that the COB and the
 * amount beside it broke in the middle of their digits.
 */
const Proof = styled('span')`
  display: grid;
  justify-items: start;
  gap: 2px;
  font-size: 0.875em;
  color: ${theme.muted};
  & .pc-proof-links { display: flex; flex-wrap: wrap; gap: 2px 12px; }
  & a { display: inline-flex; align-items: center; min-height: 24px; font-weight: 600; }
`;

/**
 * What a paid charge's provider sent to prove it (optional fields): 'Pago em 10/10/2026', and links to
 * the receipt ('Comprovante') and the nota fiscal ('Nota fiscal'), each opened in a new tab. Only
 * for a charge that reads as paid (a date of payment beside an open status would say what the
 * status denies), and only links that pass the URL check (anything else is no link). Nothing when
 * the API sent none of it. A part-paid charge, still open, says what was paid ('R$ 1.000,00 pagos').
 */
export function ChargeProof({ charge, reading, apiBase }: { charge: Charge; reading: ChargeReading; apiBase: string }) {
  const partPaid = reading.state === 'open' ? parseMoney(charge.valorPago) : null;
  if (partPaid && partPaid > 0) return <Proof className="pc-proof">{formatMoney(partPaid)} pagos</Proof>;
  if (reading.state !== 'paid') return null;
  const paidOn = charge.dataPagamento ? formatDate(charge.dataPagamento) : '—';
  const receipt = apiLinkHref(charge.urlComprovante, apiBase);
  const invoice = apiLinkHref(charge.urlNotaFiscal, apiBase);
  if (paidOn === '—' && !receipt && !invoice) return null;
  const cob = `COB ${charge.numCobranca}`;
  return (
    <Proof className="pc-proof">
      {paidOn !== '—' && <span>Pago em {paidOn}</span>}
      {(receipt || invoice) && (
        <span className="pc-proof-links">
          {receipt && <ProofLink href={receipt} cob={cob} />}
          {invoice && <ProofLink href={invoice} cob={cob} invoice />}
        </span>
      )}
    </Proof>
  );
}
