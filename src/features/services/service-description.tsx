import { forwardRef, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { retryingImport } from '../../lib/retrying-import';
import { useApiBase } from '../../runtime/use-api-base';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';
import { SkeletonBlock } from '../../ui/skeleton';
import { tidyDescription } from './tidy-description';

// forwardRef: without it the ref would get goober's component, not the <div>.
const Description = styled('div', forwardRef)`
  display: grid;
  gap: 12px;
  & ul, & ol { padding-left: 1.25em; }
  & img { height: auto; border-radius: 8px; }
  & a { font-weight: 600; }
  & .pc-empty { color: ${theme.muted}; }
`;

/** DOMPurify and its rules load with the first description shown (docs/architecture.md, "Lazy by default"). */
const importSanitizer = retryingImport(() => import('./sanitize-html'));

/**
 * The HTML description, sanitised (URLs on the API's
 * origin are allowed) by a module that loads with the first description opened, then tidied once
 * shown (emptied links become text, broken images go); or 'Sem descrição'.
 */
export function ServiceDescription({ html }: { html: string | null | undefined }) {
  const [safe, setSafe] = useState<string>();
  const [failed, setFailed] = useState(false);
  const apiOrigin = new URL(useApiBase()).origin;
  const shown = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!html) return;
    let live = true;
    importSanitizer().then(
      ({ sanitizeHtml }) => live && setSafe(sanitizeHtml(html, apiOrigin)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [html, apiOrigin]);

  // A layout effect: it runs as the HTML is committed, before any of its images can report a failure.
  useLayoutEffect(() => (safe !== undefined && shown.current ? tidyDescription(shown.current) : undefined), [safe]);

  if (!html?.trim() || failed) {
    return (
      <Description>
        <p className="pc-empty">{failed ? 'Não foi possível mostrar a descrição. Tente novamente.' : 'Sem descrição'}</p>
      </Description>
    );
  }
  if (safe === undefined) return <SkeletonBlock lines={3} label="Carregando a descrição" />;
  return <Description ref={shown} dangerouslySetInnerHTML={{ __html: safe }} />;
}
