import { styled } from '../styles/sheet';
import { theme } from '../styles/theme';
import { useOnline } from './use-online';

const Bar = styled('div')`
  &:not(:empty) {
    max-width: 1200px;
    margin: 0 auto;
    padding: 10px 16px;
    border-bottom: 1px solid ${theme.border};
    background: ${theme.surface};
    font-weight: 600;
    text-align: center;
  }
`;

/**
 * Says, while the browser has no network, that the screen stays as it is (docs/resilience.md,
 * "Offline"). The live region is always there, empty while online, so screen readers hear the
 * change; a status, so focus stays where it is.
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <Bar role="status" className="pc-offline">
      {!online && 'Sem conexão com a internet. O que já está na tela continua disponível.'}
    </Bar>
  );
}
