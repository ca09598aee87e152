import type { Attachment } from '../../api/event-schemas';
import { contractSigning } from '../../lib/fields/contract-signing';
import { formatDate } from '../../lib/dates/format-date';
import { useApiBase } from '../../runtime/use-api-base';
import { ButtonAnchor } from '../../ui/button';

/**
 * A contract's signing, where the provider signs online: 'Assinar contrato' (its signing page, in a
 * new tab) while it waits for the customer, 'Assinado em 14/02/2026' once signed, nothing when the
 * API says nothing of it.
 */
export function ContractSigningCell({ contract }: { contract: Attachment }) {
  const signing = contractSigning(contract, useApiBase());
  if (!signing) return null;
  if (signing.state === 'signed') {
    const on = formatDate(signing.on);
    return <span className="pc-signed">{on === '—' ? 'Assinado' : `Assinado em ${on}`}</span>;
  }
  return (
    <ButtonAnchor
      className="pc-sign"
      href={signing.href}
      target="_blank"
      rel="noopener noreferrer"
      data-action="contract-sign"
      aria-label={`Assinar contrato ${contract.numContrato} (abre em nova aba)`}
    >
      Assinar contrato
    </ButtonAnchor>
  );
}
