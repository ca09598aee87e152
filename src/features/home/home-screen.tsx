import { useSession } from '../../portal/use-session';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';
import { daysUntil } from '../../lib/days-until';
import { firstName } from '../../lib/first-name';
import { formatName } from '../../lib/format-name';
import { useFocusHeading } from '../../ui/use-focus-heading';

const Panel = styled('section')`
  display: grid;
  gap: 8px;
  padding: 24px;
  border-radius: ${theme.radius};
  background: ${theme.surface};
  box-shadow: ${theme.shadow};
  & h1 { font-size: 1.75em; }
  & .days { color: ${theme.primary}; font-weight: 700; }
`;

/** Spec section 2, home (the full screen arrives with the event area). */
export default function HomeScreen() {
  const { user, currentEvt } = useSession();
  const heading = useFocusHeading();
  if (!user || !currentEvt) return null;
  const days = currentEvt.dtInicio ? daysUntil(currentEvt.dtInicio) : 0;
  return (
    <Panel aria-labelledby="pc-home-title">
      <h1 id="pc-home-title" ref={heading} tabIndex={-1}>
        Olá, {firstName(formatName(user.name || user.email))}!
      </h1>
      <p className="days">{days === 1 ? 'Falta 1 dia para o seu evento' : `Faltam ${days} dias para o seu evento`}</p>
      <p>{currentEvt.descricao}</p>
    </Panel>
  );
}
