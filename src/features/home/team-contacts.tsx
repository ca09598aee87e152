import { skippedRows } from '../../api/skipped-rows';
import type { CurrentEvent } from '../../api/event-schemas';
import { formatName } from '../../lib/text/format-name';
import { lastItem } from './last-item';
import { styled } from '../../styles/sheet';
import { narrow, theme } from '../../styles/theme';
import { SkippedNote } from '../../ui/skipped-note';

const Team = styled('section')`
  padding: 20px 24px;
  border-radius: ${theme.radius};
  background: ${theme.surface};
  box-shadow: ${theme.shadow};
  & h2 { font-size: 1.125em; margin-bottom: 12px; }
  & ul { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px 24px; list-style: none; }
  & li { display: grid; gap: 2px; padding-left: 12px; border-left: 3px solid ${theme.primarySoft}; }
  & .pc-role { font-size: 0.8125em; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; color: ${theme.muted}; }
  & .pc-member { font-weight: 600; }
  ${narrow} {
    padding: 16px 20px;
    & ul { grid-template-columns: 1fr; }
  }
`;

/** The team contacts, only the last entry of each list, with their roles. */
const ROLES = [
  ['comercial', 'Comercial'],
  ['assessoria', 'Assessoria'],
  ['producao', 'Produção'],
] as const;

export function TeamContacts({ event }: { event: CurrentEvent }) {
  const members = ROLES.flatMap(([list, role]) => {
    const member = lastItem(event[list]);
    return member ? [{ role, name: formatName(member.nome) }] : [];
  });
  const skipped = ROLES.reduce((sum, [list]) => sum + skippedRows(event[list]).count, 0);
  if (members.length === 0 && skipped === 0) return null;
  return (
    <Team aria-labelledby="pc-team-title">
      <h2 id="pc-team-title">Sua equipe</h2>
      {members.length > 0 && (
        <ul>
          {members.map(({ role, name }) => (
            <li key={role}>
              <span className="pc-role">{role}</span>
              <span className="pc-member">{name}</span>
            </li>
          ))}
        </ul>
      )}
      <SkippedNote count={skipped} />
    </Team>
  );
}
