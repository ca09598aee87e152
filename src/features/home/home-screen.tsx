import { usePortal } from '../../runtime/portal-context';
import { useFullWidth } from '../../runtime/use-full-width';
import { useSession } from '../../runtime/use-session';
import { styled } from '../../styles/sheet';
import { PromoBlock } from '../../ui/promo-block/promo-block';
import { useFocusHeading } from '../../runtime/use-focus-heading';
import { AttentionPanel } from './attention-panel';
import { EventLinks } from './event-links';
import { EventPanel } from './event-panel';
import { OpportunityBanner } from './opportunity-banner';
import { TeamContacts } from './team-contacts';

const Page = styled('div')`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  & > .pc-column { display: grid; gap: 20px; }
  & > section:last-child { margin-top: 16px; }
`;

/**
 * The current event at a glance (and what needs attention), the
 * opportunity banner, the wedding and venue links, and the promotional block, in the full-width
 * layout the spec asks for (set on entry, reset on leave).
 */
export default function HomeScreen() {
  const { settings, shell } = usePortal();
  const { user, currentEvt } = useSession();
  const heading = useFocusHeading();
  useFullWidth();
  if (!user || !currentEvt) return null;
  return (
    <Page>
      <div className="pc-column">
        <EventPanel userName={user.name || user.email} event={currentEvt} heading={heading} />
        <AttentionPanel event={currentEvt} />
        <TeamContacts event={currentEvt} />
        <OpportunityBanner />
        <EventLinks event={currentEvt} user={user} settings={settings} />
      </div>
      <PromoBlock upgradeUrl={settings.upgradeUrl} siteUrl={settings.siteUrl} event={currentEvt} onUpgradeHelp={shell.requestHelp} />
    </Page>
  );
}
