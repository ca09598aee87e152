import { getContracts, getSchedule } from '../../api/event-calls';
import type { Attachment, Charge, CurrentEvent, ScheduleItem } from '../../api/event-schemas';
import { attentionOf } from './attention';
import { daysUntil } from './days-until';
import { dayCount, dueDateText } from '../../lib/charges/due-date-text';
import { formatDate } from '../../lib/dates/format-date';
import { formatMoney } from '../../lib/text/format-money';
import { formatTime } from '../../lib/dates/format-time';
import { toDate } from '../../lib/dates/to-date';
import { useState } from 'react';
import { apiLinkHref } from '../../lib/fields/api-link-href';
import { contractSigning } from '../../lib/fields/contract-signing';
import { awaiting, pendingKey } from '../../session/pending-payments-store';
import { useApiBase } from '../../runtime/use-api-base';
import { KeptNotice } from '../../ui/kept-notice';
import { useEventQuery, type EventQuery } from '../../runtime/use-event-query';
import { useCharges } from '../../runtime/charges';
import { styled } from '../../styles/sheet';
import { narrow, theme } from '../../styles/theme';
import { Button, ButtonAnchor, ButtonLink } from '../../ui/button';
import { ProofLink } from '../../ui/proof-link';

const Panel = styled('section')`
  display: grid;
  gap: 12px;
  padding: 20px 24px;
  border-left: 4px solid ${theme.warning};
  border-radius: ${theme.radius};
  background: ${theme.surface};
  box-shadow: ${theme.shadow};
  & h2 { font-size: 1.125em; }
  & ul { display: grid; gap: 10px; list-style: none; }
  & li { display: grid; grid-template-columns: 200px 1fr; gap: 2px 16px; }
  & li > b { color: ${theme.muted}; }
  & li[data-late] > b, & li[data-late] strong { color: ${theme.danger}; }
  & li[data-failed] > b { color: ${theme.danger}; }
  & li[data-failed] > span { display: grid; justify-items: start; gap: 8px; }
  & .pc-pending { font-weight: 600; color: #1f4e79; }
  & li[data-confirmed] > b { color: ${theme.success}; }
  & li > span { min-width: 0; overflow-wrap: anywhere; }
  & .pc-row-action { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
  & .pc-attention-links { display: flex; flex-wrap: wrap; gap: 8px 12px; }
  ${narrow} {
    padding: 16px 20px;
    & li { grid-template-columns: 1fr; }
  }
`;

/** "COB 81237 · R$ 12.300,00 · vencida há 11 dias (10/11/2026)", and whether this device was told it is paid. */
function ChargeLine({ charge, days, pending }: { charge: Charge; days: number; pending: boolean }) {
  return (
    <span>
      COB {charge.numCobranca} · {formatMoney(charge.valorDocumento)} · <strong>{dueDateText(days)}</strong> (
      {formatDate(charge.dataVencimento)}){pending && <span className="pc-pending"> · Aguardando confirmação</span>}
    </span>
  );
}

/**
 * A part the panel could not check: said so, with a retry, never left out (an overdue charge must
 * not vanish because its call failed). The row stays while the retry runs, so focus stays on it.
 */
function Unchecked({ title, what, query }: { title: string; what: string; query: EventQuery<unknown> }) {
  const checking = !query.error;
  return (
    <li data-failed="">
      <b>{title}</b>
      <span>
        {checking ? `Verificando ${what}…` : `Não foi possível verificar ${what}. Pode haver algo pendente.`}
        <Button
          type="button"
          data-variant="secondary"
          aria-disabled={checking || undefined}
          aria-label={`Tentar novamente: verificar ${what}`}
          onClick={() => {
            if (!checking) query.retry();
          }}
        >
          Tentar novamente
        </Button>
      </span>
    </li>
  );
}

/** A charge this device had marked paid and the API now reports paid: said once, with its receipt. */
function ConfirmedLine({ charge }: { charge: Charge }) {
  const receipt = apiLinkHref(charge.urlComprovante, useApiBase());
  const cob = `COB ${charge.numCobranca}`;
  return (
    <li data-confirmed="">
      <b>Pagamento confirmado</b>
      <span className="pc-row-action">
        {cob} · {formatMoney(charge.valorDocumento)}
        {receipt && <ProofLink href={receipt} cob={cob} />}
      </span>
    </li>
  );
}

/** A contract waiting for the customer's signature, with its signing page (a new tab). */
function SigningLine({ contract, href }: { contract: Attachment; href: string }) {
  return (
    <li>
      <b>Contrato para assinar</b>
      <span className="pc-row-action">
        {contract.numContrato}
        {contract.tipoAnexo && ` · ${contract.tipoAnexo}`}
        <ButtonAnchor
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          data-variant="secondary"
          data-action="contract-sign"
          aria-label={`Assinar contrato ${contract.numContrato} (abre em nova aba)`}
        >
          Assinar contrato
        </ButtonAnchor>
      </span>
    </li>
  );
}

/** "15/05/2027 às 19h30", or the date alone when the API sent no time of day. */
function dateAndTime(value: string | null | undefined): string {
  const time = formatTime(value);
  return time === '—' ? formatDate(value) : `${formatDate(value)} às ${time}`;
}

const inDays = (days: number) => (days === 0 ? 'hoje' : days === 1 ? 'amanhã' : `em ${dayCount(days)}`);

/** The days left to the event, as the countdown counts them; nothing once it has started. */
function eventDaysLeft(dtInicio: string | null | undefined): string | null {
  const start = toDate(dtInicio);
  if (!start || start < new Date()) return null;
  const days = daysUntil(start);
  return days === 0 ? 'falta menos de 1 dia' : days === 1 ? 'falta 1 dia' : `faltam ${days} dias`;
}

/**
 * 'Precisa da sua atenção': overdue charges, the next one due, contracts waiting for the customer's
 * signature, the next pending appointment and the days to the event, from the finance, contracts
 * and schedule answers (the same cache keys as their screens, so the API is called once for both);
 * and, once, a payment marked on this device that the API now reports paid. It stays away while those load and when all is in order:
 * nothing overdue, and no charge or appointment within 15 days (`SOON_DAYS`). A call that failed is
 * never "all in order": the panel says what it could not check, with a retry.
 */
export function AttentionPanel({ event }: { event: CurrentEvent }) {
  const { finance, read, pending, confirmed } = useCharges();
  const schedule = useEventQuery('agenda', getSchedule);
  const contracts = useEventQuery('contratos', getContracts);
  const apiBase = useApiBase();
  // Once a failure showed, the rows stay through the retry (a vanishing row would lose the focus).
  // State kept from earlier renders, updated while rendering (React's pattern for information from
  // previous renders): a failure marks its part until that call answers.
  const [failed, setFailed] = useState({ finance: false, schedule: false, contracts: false });
  const unchecked = {
    finance: finance.data ? false : finance.error ? true : failed.finance,
    schedule: schedule.data ? false : schedule.error ? true : failed.schedule,
    contracts: contracts.data ? false : contracts.error ? true : failed.contracts,
  };
  if (unchecked.finance !== failed.finance || unchecked.schedule !== failed.schedule || unchecked.contracts !== failed.contracts) {
    setFailed(unchecked);
  }
  const attention = attentionOf<Charge, ScheduleItem>(finance.data?.cobrancas ?? [], schedule.data ?? [], new Date(), read);
  const toSign = (contracts.data ?? []).flatMap((contract) => {
    const signing = contractSigning(contract, apiBase);
    return signing?.state === 'waiting' ? [{ contract, href: signing.href }] : [];
  });
  const paidNow = (finance.data?.cobrancas ?? []).filter((charge) => confirmed.has(pendingKey(event.idEvento, charge.numCobranca)));
  if (!attention && !toSign.length && !paidNow.length && !unchecked.finance && !unchecked.schedule && !unchecked.contracts) return null;
  const { overdue, nextDue, nextAppointment } = attention ?? { overdue: [] };
  const eventLeft = eventDaysLeft(event.dtInicio);
  // Answers kept on the device, shown for lack of network: said, with the oldest one's time.
  const keptAt = finance.keptAt === undefined ? schedule.keptAt : Math.min(finance.keptAt, schedule.keptAt ?? Infinity);
  const isPending = (charge: Charge) => awaiting(pending[pendingKey(event.idEvento, charge.numCobranca)]);
  return (
    <Panel aria-labelledby="pc-attention-title" part="panel">
      <h2 id="pc-attention-title">Precisa da sua atenção</h2>
      {keptAt !== undefined && (
        <KeptNotice
          at={keptAt}
          onRetry={() => {
            finance.retry();
            schedule.retry();
          }}
        />
      )}
      <ul>
        {overdue.map((dated) => (
          <li key={String(dated.charge.numCobranca)} data-late="">
            <b>Cobrança vencida</b>
            <ChargeLine {...dated} pending={isPending(dated.charge)} />
          </li>
        ))}
        {unchecked.finance && <Unchecked title="Cobranças" what="suas cobranças" query={finance} />}
        {nextDue && (
          <li>
            <b>Próximo vencimento</b>
            <ChargeLine {...nextDue} pending={isPending(nextDue.charge)} />
          </li>
        )}
        {paidNow.map((charge) => (
          <ConfirmedLine key={String(charge.numCobranca)} charge={charge} />
        ))}
        {toSign.map(({ contract, href }) => (
          <SigningLine key={String(contract.numContrato)} contract={contract} href={href} />
        ))}
        {unchecked.contracts && <Unchecked title="Contratos" what="seus contratos" query={contracts} />}
        {nextAppointment && (
          <li>
            <b>Próximo compromisso</b>
            <span>
              {nextAppointment.item.acao} · {dateAndTime(nextAppointment.item.dataAgenda)} (<strong>{inDays(nextAppointment.days)}</strong>)
              {nextAppointment.item.local && ` · ${nextAppointment.item.local}`}
            </span>
          </li>
        )}
        {unchecked.schedule && <Unchecked title="Agenda" what="sua agenda" query={schedule} />}
        {eventLeft && (
          <li>
            <b>Seu evento</b>
            <span>
              {dateAndTime(event.dtInicio)} · <strong>{eventLeft}</strong>
            </span>
          </li>
        )}
      </ul>
      <div className="pc-attention-links">
        {(overdue.length > 0 || nextDue) && (
          <ButtonLink href="/financeiro" data-variant="secondary">
            Ver financeiro
          </ButtonLink>
        )}
        {toSign.length > 0 && (
          <ButtonLink href="/contratos" data-variant="secondary">
            Ver contratos
          </ButtonLink>
        )}
        {nextAppointment && (
          <ButtonLink href="/agenda" data-variant="secondary">
            Ver agenda
          </ButtonLink>
        )}
      </div>
    </Panel>
  );
}
