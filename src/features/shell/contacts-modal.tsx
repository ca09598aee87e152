import { getContacts } from '../../api/event-calls';
import { skippedRows } from '../../api/skipped-rows';
import type { Contact } from '../../api/event-schemas';
import { formatName } from '../../lib/text/format-name';
import { whatsappLink } from '../../lib/text/whatsapp-link';
import { usePortal } from '../../runtime/portal-context';
import { useEventQuery } from '../../runtime/use-event-query';
import { useSession } from '../../runtime/use-session';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';
import { DataState } from '../../ui/data-state';
import { Modal } from '../../ui/modal';
import { SkeletonBlock } from '../../ui/skeleton';
import { SkippedNote } from '../../ui/skipped-note';
import { wordKey } from '../../lib/text/word-key';

const Body = styled('div')`
  display: grid;
  gap: 24px;
  & section { display: grid; gap: 10px; }
  & h3 { font-size: 0.8125em; text-transform: uppercase; letter-spacing: 0.06em; color: ${theme.muted}; }
  & ul { display: grid; gap: 8px; list-style: none; }
  & .pc-contact {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 56px;
    padding: 10px 14px;
    border: 1px solid ${theme.border};
    border-radius: 10px;
    color: ${theme.text};
    text-decoration: none;
  }
  & .pc-contact:hover { border-color: ${theme.primary}; background: ${theme.primarySoft}; }
  & .pc-contact strong { display: block; }
  & .pc-contact span { color: ${theme.muted}; font-size: 0.9375em; }
  & .pc-contact svg { flex: none; color: ${theme.success}; }
  & .pc-note { color: ${theme.muted}; }
`;

const WhatsappIcon = () => (
  <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" aria-hidden="true">
    <path d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3z" />
    <path d="M8.8 8.2c.2-.5.6-.5.9-.5h.5c.2 0 .4.1.5.4l.7 1.7c.1.2 0 .4-.1.6l-.5.6c-.1.1-.1.3 0 .5.6 1.1 1.5 2 2.6 2.6.2.1.4.1.5 0l.6-.6c.2-.2.4-.2.6-.1l1.7.8c.2.1.3.3.3.5v.5c0 .4-.3.9-.8 1.1-.6.3-1.9.4-3.8-.7a9 9 0 0 1-3.4-3.6c-.8-1.6-.6-2.9-.3-3.7z" />
  </svg>
);

/** The production team from GET /api/contatos, each a WhatsApp link. */
function ProductionTeam() {
  const contacts = useEventQuery('contatos', getContacts);
  return (
    <DataState query={contacts} loading={<SkeletonBlock lines={2} label="Carregando contatos" />}>
      {(data) => (
        <>
          <ProductionList contacts={data} />
          <SkippedNote count={skippedRows(data).count} />
        </>
      )}
    </DataState>
  );
}

function ProductionList({ contacts: data }: { contacts: Contact[] }) {
  const team = data.filter((contact) => wordKey(contact.tipo) === 'producao');
  if (team.length === 0) return <p className="pc-note">Nenhum contato da produção disponível para este evento.</p>;
  return (
    <ul>
      {team.map((contact, index) => {
        const phone = contact.vwsivaEquipetelefone ?? '';
        const href = whatsappLink(phone);
        const name = formatName(contact.vwsivaEquipenome);
        const content = (
          <>
            <WhatsappIcon />
            <span>
              <strong>{name}</strong>
              <span>{phone || 'Telefone não informado'}</span>
            </span>
          </>
        );
        return (
          <li key={`${contact.vwsivaEquipenome}-${index}`}>
            {href ? (
              <a className="pc-contact" href={href} target="_blank" rel="noopener noreferrer" data-action="whatsapp-open">
                {content}
                <span className="pc-visually-hidden"> (WhatsApp, abre em nova aba)</span>
              </a>
            ) : (
              <div className="pc-contact">{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A `mailto:` link; the optional message (e.g. an upgrade request) becomes the e-mail's body. */
function mailto(email: string, message?: string) {
  return message ? `mailto:${email}?body=${encodeURIComponent(message)}` : `mailto:${email}`;
}

/**
 * 'Produção' (WhatsApp links) and 'Atendimento' (the support
 * e-mail; hidden when none is configured). Signed out, or before an event is loaded, there is no
 * team to list: the modal says so and still offers the e-mail (it is the chat's fallback too).
 */
export function ContactsModal({ onClose, message }: { onClose: () => void; message?: string }) {
  const { settings } = usePortal();
  const { user, currentEvt } = useSession();
  return (
    <Modal title="Contatos" onClose={onClose}>
      <Body>
        <section aria-labelledby="pc-contacts-production">
          <h3 id="pc-contacts-production">Produção</h3>
          {user && currentEvt ? (
            <ProductionTeam />
          ) : (
            <p className="pc-note">Entre no portal para falar com a equipe de produção do seu evento.</p>
          )}
        </section>
        {settings.supportEmail && (
          <section aria-labelledby="pc-contacts-support">
            <h3 id="pc-contacts-support">Atendimento</h3>
            <a className="pc-contact" href={mailto(settings.supportEmail, message)}>
              <span>
                <strong>{settings.supportEmail}</strong>
                <span>Envie um e-mail para o atendimento</span>
              </span>
            </a>
          </section>
        )}
      </Body>
    </Modal>
  );
}
