import type { Ref } from 'react';
import type { CurrentEvent } from '../../api/event-schemas';
import { firstName } from './first-name';
import { formatName } from '../../lib/text/format-name';
import { countdownText } from './countdown-text';

interface Props {
  userName: string;
  event: CurrentEvent;
  heading: Ref<HTMLHeadingElement>;
}

/** The phone home's first line: the greeting and the days to the event, before what needs attention. */
export function Greeting({ userName, event, heading }: Props) {
  const countdown = countdownText(event.dtInicio);
  return (
    <div className="pc-greeting">
      <h1 id="pc-home-title" ref={heading} tabIndex={-1}>
        Olá, {firstName(formatName(userName))}!
      </h1>
      {countdown && <p>{countdown}</p>}
    </div>
  );
}
