import { apiTimes } from '../../runtime/api-times';
import { usePortal } from '../../runtime/portal-context';
import { useFullWidth } from '../../runtime/use-full-width';
import { useSession } from '../../runtime/use-session';
import { isAhead } from '../../lib/dates/is-ahead';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';
import { useMediaQuery } from '../../ui/use-media-query';
import { PromoBlock } from '../../ui/promo-block/promo-block';
import { LazyServiceCards } from '../../content/lazy-service-cards';
import { useFocusHeading } from '../../runtime/use-focus-heading';
import { AttentionPanel } from './attention-panel';
import { EventLinks } from './event-links';
import { EventPanel } from './event-panel';
import { Greeting } from './greeting';
import { OpportunityBanner } from './opportunity-banner';
import { TeamContacts } from './team-contacts';

const Page = styled('div')`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  & > .pc-column { display: grid; gap: 20px; }
  & > section:last-child { margin-top: 16px; }
  & .pc-greeting h1 { font-size: 1.375em; font-weight: 700; }
  & .pc-greeting p { margin-top: 2px; font-weight: 600; color: ${theme.muted}; }
`;

/**
 * The current event at a glance (and what needs attention), the
 * opportunity banner, the wedding and venue links, and the promotional block, in the full-width
 * layout docs/product.md, "Home" asks for (set on entry, reset on leave). On a phone the page leads with what needs
 * attention: a one-line greeting, then the attention panel, then the event's panel (in that order in
 * the document too, so reading and tabbing follow what the eye sees). No opportunity banner once the
 * event has happened.
 */
export default function HomeScreen() {
  const { settings, shell } = usePortal();
  const session = useSession();
  // The event's day and start as the host's `api-times` says to read them (runtime/api-times.ts).
  const { user } = session;
  const currentEvt = apiTimes(settings, session.currentEvt);
  const heading = useFocusHeading();
  // The theme's `phone` width.
  const onPhone = useMediaQuery('(max-width: 640px)');
  useFullWidth();
  if (!user || !currentEvt) return null;
  const userName = user.name || user.email;
  return (
    <Page>
      <div className="pc-column">
        {onPhone ? (
          <>
            <Greeting userName={userName} event={currentEvt} heading={heading} />
            <AttentionPanel event={currentEvt} />
            <EventPanel userName={userName} event={currentEvt} />
          </>
        ) : (
          <>
            <EventPanel userName={userName} event={currentEvt} heading={heading} />
            <AttentionPanel event={currentEvt} />
          </>
        )}
        <TeamContacts event={currentEvt} />
        {isAhead(currentEvt.dtInicio) && <OpportunityBanner />}
        <EventLinks event={currentEvt} user={user} settings={settings} />
      </div>
      <PromoBlock settings={settings} event={currentEvt} onUpgradeHelp={shell.requestHelp} carousel={LazyServiceCards} />
    </Page>
  );
}
