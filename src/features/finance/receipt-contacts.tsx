import { getContacts } from '../../api/event-calls';
import { formatName } from '../../lib/text/format-name';
import { whatsappLink } from '../../lib/text/whatsapp-link';
import { useEventQuery } from '../../runtime/use-event-query';
import { ButtonAnchor, Button } from '../../ui/button';
import { DataState } from '../../ui/data-state';
import { SkeletonBlock } from '../../ui/skeleton';
import { wordKey } from '../../lib/text/word-key';

interface Props {
  /** The prefilled message naming the event and the charge. */
  message: string;
  /** Opens the contacts modal: the way to the team when no one in production has a phone. */
  onContacts: () => void;
}

/**
 * Where the receipt goes: each member of the production team (GET /api/contatos, the contacts
 * modal's list) as a WhatsApp link that opens the chat with the message typed in. A failed call says
 * so, with a retry; with no phone to write to, the contacts modal.
 */
export function ReceiptContacts({ message, onContacts }: Props) {
  const contacts = useEventQuery('contatos', getContacts);
  return (
    <DataState query={contacts} loading={<SkeletonBlock lines={2} label="Carregando os contatos da produção" />}>
      {(data) => {
        const team = data
          .filter((contact) => wordKey(contact.tipo) === 'producao')
          .flatMap((contact) => {
            const href = whatsappLink(contact.vwsivaEquipetelefone ?? '', message);
            return href ? [{ href, name: formatName(contact.vwsivaEquipenome) }] : [];
          });
        if (team.length === 0)
          return (
            <Button type="button" data-variant="secondary" onClick={onContacts}>
              Falar com a equipe
            </Button>
          );
        return (
          <ul className="pc-receipt-links">
            {team.map(({ href, name }, index) => (
              <li key={`${name}-${index}`}>
                <ButtonAnchor href={href} target="_blank" rel="noopener noreferrer">
                  Enviar comprovante para {name}
                  <span className="pc-visually-hidden"> (WhatsApp, abre em nova aba)</span>
                </ButtonAnchor>
              </li>
            ))}
          </ul>
        );
      }}
    </DataState>
  );
}
