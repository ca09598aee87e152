import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';

const Box = styled('p')`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  padding: 12px 16px;
  border-radius: 8px;
  background: ${theme.successSoft};
  color: ${theme.success};
  font-weight: 600;
  text-align: left;
  &::before { content: '✓' / ''; flex: none; display: inline-grid; place-items: center; width: 22px; height: 22px; border-radius: 50%; background: ${theme.success}; color: #fff; font-size: 0.8125em; }
  &[data-tone='warning'] { background: #fdf3dc; color: ${theme.warning}; }
  &[data-tone='warning']::before { content: '!' / ''; background: ${theme.warning}; }
`;

/**
 * The notice a screen receives through navigation state (/conta): green for a
 * success, amber for news that is not one (a session that ended is not a success).
 */
export function Notice({ children, tone }: { children: string; tone?: 'warning' }) {
  return (
    <Box role="status" data-tone={tone}>
      {children}
    </Box>
  );
}
