import { Link } from 'wouter';
import { styled } from '../styles/sheet';
import { theme } from '../styles/theme';
import { Button } from '../ui/button';
import { useOnline } from '../ui/use-online';
import { useRetryWhenOnline } from '../ui/use-retry-when-online';
import { useFocusHeading } from '../runtime/use-focus-heading';
import { errorTexts } from './error-texts';

const Box = styled('section')`
  display: grid;
  justify-items: center;
  gap: 16px;
  max-width: 560px;
  margin: 48px auto;
  padding: 32px 24px;
  text-align: center;
  background: ${theme.surface};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  /* Inside a card already (the account area): one card, not a card in a card. */
  &[data-bare] { margin: 0 auto; padding: 8px 0; background: none; box-shadow: none; }
  & .code { font-size: 3em; font-weight: 800; color: ${theme.primary}; line-height: 1; }
  & h1 { font-size: 1.5em; }
  & p { color: ${theme.muted}; }
`;

/** What a failure says while the browser has no network: no status code, which would blame the server. */
const OFFLINE_TEXTS = {
  title: 'Sem conexão com a internet',
  message: 'Verifique o Wi-Fi ou os dados móveis. Quando a conexão voltar, tentaremos de novo.',
};

/**
 * `onRetry` adds 'Tentar novamente' beside 'Voltar para a página inicial' (docs/product.md, "Error
 * page"; a failed chunk or screen can be tried again), and tries once by itself when the browser is online again. Drawn by code the layouts
 * already carry, never a chunk of its own: a failure must never need the network to be said
 * (docs/resilience.md, "Offline").
 */
export function ErrorScreen({ status, onRetry, bare }: { status: number; onRetry?: () => void; bare?: boolean }) {
  const retryable = Boolean(onRetry) && status !== 404;
  const offline = !useOnline() && retryable;
  const { title, message } = offline ? OFFLINE_TEXTS : errorTexts(status);
  useRetryWhenOnline(retryable, onRetry);
  // A failure the customer can retry from keeps the host's `ready` waiting; a 404 is a screen like any other.
  const heading = useFocusHeading(!retryable);
  return (
    <Box aria-labelledby="pc-error-title" data-bare={bare ? '' : undefined}>
      {!offline && (
        <span className="code" aria-hidden="true">
          {status}
        </span>
      )}
      <h1 id="pc-error-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p>{message}</p>
      {retryable && (
        <Button type="button" onClick={onRetry}>
          Tentar novamente
        </Button>
      )}
      <Link href="/">Voltar para a página inicial</Link>
    </Box>
  );
}
