import type { CurrentEvent } from '../../api/event-schemas';
import type { StoredUser } from '../../session/stored-session';
import type { Settings } from '../../runtime/settings';
import { eventManualUrl } from './event-manual';
import { giftListUrl } from './gift-list-url';
import { isWedding } from '../../lib/text/is-wedding';
import { styled } from '../../styles/sheet';
import { ButtonAnchor } from '../../ui/button';

const Links = styled('div')`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

interface Props {
  event: CurrentEvent;
  user: StoredUser;
  settings: Settings;
}

/** The wedding gift-list site's URL, or null when the button must not render. */
function giftListFor({ event, user, settings }: Props): string | null {
  if (!isWedding(event.tipoEvento)) return null;
  return giftListUrl(settings.giftListUrl, {
    evt: event.idEvento,
    token: user.token,
    refreshToken: user.refreshToken,
    email: user.email,
  });
}

/** The venue's event manual PDF, or null for venues without one. */
function manualFor({ event, settings }: Props): string | null {
  const idCasa = Number(event.idCasa);
  if (event.idCasa === null || event.idCasa === undefined || !Number.isInteger(idCasa)) return null;
  return eventManualUrl({ idCasa, casa: event.casa ?? '' }, settings.manualsBase, settings.manualFiles);
}

/**
 * 'Site e lista de presentes' for weddings, and the venue's manual. Both open
 * in a new tab; `noreferrer` keeps the gift-list URL's tokens out of the Referer header (docs/architecture.md, "Pitfalls").
 */
export function EventLinks(props: Props) {
  const giftList = giftListFor(props);
  const manual = manualFor(props);
  if (!giftList && !manual) return null;
  return (
    <Links>
      {giftList && (
        <ButtonAnchor href={giftList} target="_blank" rel="noopener noreferrer" data-action="gift-list-open">
          Site e lista de presentes
          <span className="pc-visually-hidden"> (abre em nova aba)</span>
        </ButtonAnchor>
      )}
      {manual && (
        <ButtonAnchor href={manual} target="_blank" rel="noopener noreferrer" data-variant="secondary" data-action="manual-open">
          Manual do evento (PDF)
          <span className="pc-visually-hidden"> (abre em nova aba)</span>
        </ButtonAnchor>
      )}
    </Links>
  );
}
