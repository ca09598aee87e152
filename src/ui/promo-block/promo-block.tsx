import { Suspense, useId, type ComponentType } from 'react';
import { styled } from '../../styles/sheet';
import { narrow, theme } from '../../styles/theme';
import { Button, ButtonAnchor } from '../button';
import { Skeleton } from '../skeleton';
import { useNearViewport } from './use-near-viewport';
import { CarouselBoundary } from './carousel-boundary';

const Block = styled('section')`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  & .pc-promo-intro { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px 24px; }
  & h2 { font-size: 1.5em; font-weight: 700; color: ${theme.text}; max-width: 640px; }
  /* The carousel's own height (cards and controls), so nothing moves when it arrives. */
  & .pc-carousel-placeholder { height: 430px; border-radius: ${theme.radius}; }
  /* Nothing loads until the place comes near: a still bar. An endless shimmer below the fold kept a
     phone's CPU busy (about 12% of a core in Chromium) for as long as the home stayed open. */
  & .pc-carousel-placeholder.pc-at-rest { animation: none; }
  ${narrow} {
    & h2 { font-size: 1.25em; }
    & .pc-carousel-placeholder { height: 268px; }
  }
`;

/** While the carousel's chunk loads: the skeleton's shimmer. */
const loading = <Skeleton className="pc-carousel-placeholder" aria-hidden="true" />;
/** Before its place comes near the viewport, nothing loads: the same bar, still. */
const resting = <Skeleton className="pc-carousel-placeholder pc-at-rest" aria-hidden="true" />;

export interface PromoBlockProps {
  /**
   * The element's settings the block reads: `upgradeUrl`, where 'Upgrade de evento' leads (without it
   * the button asks for help instead); `siteUrl`, the provider's site the cards open pages on.
   */
  settings: { upgradeUrl?: string; siteUrl?: string };
  /** The current event, named in the upgrade request. */
  event?: { descricao: string; idEvento: number | string } | null;
  /** Opens the help chat with the upgrade request. */
  onUpgradeHelp(message: string): void;
  /**
   * The carousel, rendered once its place comes near the viewport: a lazy component, so its code
   * (and swiper's) loads only then. Remounted when `siteUrl` changes.
   */
  carousel: ComponentType<{ siteUrl?: string }>;
}

/**
 * The promotional block (docs/architecture.md, "Where the product rules are silent"): the invitation, 'Upgrade de
 * evento' and a carousel (the features pass the service cards' one, src/content/). Used by the home and by
 * /oportunidades.
 */
export function PromoBlock({ settings: { upgradeUrl, siteUrl }, event, onUpgradeHelp, carousel: Carousel }: PromoBlockProps) {
  const titleId = useId();
  const [place, near] = useNearViewport<HTMLDivElement>();

  return (
    <Block aria-labelledby={titleId}>
      <div className="pc-promo-intro">
        <h2 id={titleId}>Aprimore o seu evento com especialistas em sintonia.</h2>
        {upgradeUrl ? (
          <ButtonAnchor href={upgradeUrl} target="_blank" rel="noopener noreferrer" data-action="upgrade-click">
            Upgrade de evento
            <span className="pc-visually-hidden"> (abre em nova aba)</span>
          </ButtonAnchor>
        ) : (
          <Button
            type="button"
            data-action="upgrade-click"
            onClick={() =>
              onUpgradeHelp(
                `Olá! Gostaria de fazer um upgrade do evento ${event ? `${event.descricao} (EVT-${event.idEvento})` : 'meu evento'}.`,
              )
            }
          >
            Upgrade de evento
          </Button>
        )}
      </div>
      <div className="pc-carousel-place" ref={place}>
        <CarouselBoundary fallback={resting}>
          <Suspense fallback={loading}>{near ? <Carousel key={siteUrl} siteUrl={siteUrl} /> : resting}</Suspense>
        </CarouselBoundary>
      </div>
    </Block>
  );
}
