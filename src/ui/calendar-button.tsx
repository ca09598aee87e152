import type { MouseEvent } from 'react';
import type { CalendarEntry } from '../lib/dates/ics';
import { retryingImport } from '../lib/retrying-import';
import { Button } from './button';
import { LineIcon } from './line-icon';

const CalendarIcon = () => (
  <LineIcon size={18} weight={2}>
    <path d="M7 2v3m10-3v3M4 9h16M5 4h14a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm7 8v6m-3-3h6" />
  </LineIcon>
);

interface Props {
  entry: CalendarEntry;
  /**
   * Named after the label when several buttons share a screen ('Prova do bolo'). An aria-label, not
   * hidden text, so the page's text stays as the eye reads it.
   */
  context?: string;
  variant?: 'ghost';
  /** Told the pt-BR message when the file could not be made (its code failed to load). */
  onError(message: string): void;
}

/**
 * 'Adicionar ao calendário': an .ics file made in the browser and downloaded, with no
 * call to the API. The generator loads on the first click, keeping it off the first screen.
 */
const importCalendar = retryingImport(() => import('./download-calendar'));

export function CalendarButton({ entry, context, variant, onError }: Props) {
  function download(event: MouseEvent<HTMLButtonElement>) {
    const root = event.currentTarget.getRootNode();
    importCalendar()
      .then(({ downloadCalendar }) => downloadCalendar(entry, root instanceof ShadowRoot ? root : document.body))
      .catch(() => onError('Não foi possível criar o arquivo do calendário. Tente novamente.'));
  }

  return (
    <Button
      type="button"
      data-variant={variant}
      onClick={download}
      data-action="calendar-download"
      aria-label={context && `Adicionar ao calendário: ${context}`}
    >
      <CalendarIcon />
      Adicionar ao calendário
    </Button>
  );
}
