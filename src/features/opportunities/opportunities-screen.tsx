import { usePortal } from '../../runtime/portal-context';
import { useFullWidth } from '../../runtime/use-full-width';
import { useSession } from '../../runtime/use-session';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';
import { PromoBlock } from '../../ui/promo-block/promo-block';
import { LazyServiceCards } from '../../content/lazy-service-cards';
import { screenBase } from '../../ui/screen-base';
import { useFocusHeading } from '../../runtime/use-focus-heading';

const Screen = styled('div')`
  ${screenBase}
  & .pc-lead { color: ${theme.muted}; }
`;

/**
 * The promotional block, full width
 * (docs/architecture.md, "Where the product rules are silent"); the layout is set on entry and reset on leave.
 */
export default function OpportunitiesScreen() {
  const { settings, shell } = usePortal();
  const { currentEvt } = useSession();
  const heading = useFocusHeading();
  useFullWidth();
  return (
    <Screen>
      <div>
        <h1 ref={heading} tabIndex={-1}>
          Oportunidades
        </h1>
        <p className="pc-lead">Oportunidade disponível para seu contrato!</p>
      </div>
      <PromoBlock settings={settings} event={currentEvt} onUpgradeHelp={shell.requestHelp} carousel={LazyServiceCards} />
    </Screen>
  );
}
