import { useEffect, useRef, useState } from 'react';
import Swiper from 'swiper';
import { A11y, Mousewheel, Pagination } from 'swiper/modules';
import swiperCss from 'swiper/css?inline';
import a11yCss from 'swiper/css/a11y?inline';
import { adoptCss } from '../../styles/adopt-styles';
import { Carousel } from './carousel-styles';
import { keepCardOrder } from './keep-card-order';

/*
 * Not swiper's pagination.css: the bullets are ours (./carousel-styles.ts), and what that
 * stylesheet adds is for pagination kinds the carousel does not use (0.5 KB gzip, the budget).
 * swiper.css has a `:host { position: relative; display: block; margin: auto; z-index: 1 }` rule
 * that would restyle <portal-cliente> itself, and puts its variables on `:root`, which never
 * matches in a shadow tree (docs/architecture.md, "Pitfalls"): drop both; the variables sit on `.pc-carousel`.
 */
const SWIPER_CSS = [swiperCss, a11yCss].join('\n').replace(/:(host|root)\s*\{[^}]*\}/g, '');

const Arrow = ({ back }: { back?: boolean }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
      fill="none"
      stroke="currentColor"
      stroke-width="2.5"
      stroke-linecap="round"
      stroke-linejoin="round"
    />
  </svg>
);

/** A card of the carousel: its picture at two sizes (2x the large 591x370 card, 2x the small 370x208 one) and where it leads. */
export interface CarouselCard {
  id: number;
  title: string;
  img: string;
  imgSmall: string;
  /** The page the card opens in a new tab; `null`: the card is not a link. */
  href: string | null;
}

function CardFace({ card }: { card: CarouselCard }) {
  return (
    <>
      <img
        src={card.imgSmall}
        srcSet={`${card.imgSmall} 740w, ${card.img} 1182w`}
        sizes="(max-width: 1024px) 370px, 591px"
        width={591}
        height={370}
        loading="lazy"
        decoding="async"
        alt=""
      />
      <span className="pc-card-title">{card.title}</span>
    </>
  );
}

/**
 * A carousel of cards: looping, swipeable, clickable bullets, mouse wheel, grab cursor, 26px apart,
 * automatic slide width. Swiper and its CSS load with the chunk that imports this widget only.
 * Swiper moves the slides around in loop mode, so the parent remounts this component (a `key`)
 * rather than re-rendering the slides. `label` names the region for assistive technology.
 */
export function ServiceCarousel({ cards, label }: { cards: readonly CarouselCard[]; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const bullets = useRef<HTMLDivElement>(null);
  const [swiper, setSwiper] = useState<Swiper>();

  useEffect(() => {
    const root = container.current!.getRootNode() as ShadowRoot;
    // The CSS goes in first: swiper measures the slides when it starts.
    const removeCss = adoptCss(root, SWIPER_CSS);
    // Element references, never selector strings: swiper looks selectors up in `document`,
    // which cannot see into our shadow root (docs/architecture.md, "Pitfalls").
    const instance = new Swiper(container.current!, {
      modules: [A11y, Mousewheel, Pagination],
      loop: true,
      slidesPerView: 'auto',
      spaceBetween: 26,
      grabCursor: true,
      // The mouse wheel moves the cards (either axis, as swiper's default does).
      mousewheel: true,
      pagination: { el: bullets.current!, clickable: true, bulletElement: 'button' },
      a11y: {
        paginationBulletMessage: 'Ir para o slide {{index}}',
        slideLabelMessage: '{{index}} de {{slidesLength}}',
        containerRoleDescriptionMessage: 'carrossel',
        itemRoleDescriptionMessage: 'card',
      },
    });
    const releaseCardOrder = keepCardOrder(instance, root);
    setSwiper(instance);
    return () => {
      releaseCardOrder();
      instance.destroy(true, true);
      removeCss();
    };
  }, []);

  return (
    <Carousel className="pc-carousel">
      <div className="swiper" ref={container} role="region" aria-label={label}>
        <div className="swiper-wrapper">
          {cards.map((card) => (
            <div className="swiper-slide" key={card.id}>
              {card.href ? (
                <a className="pc-card" href={card.href} target="_blank" rel="noopener noreferrer" data-action="card-open">
                  <CardFace card={card} />
                  <span className="pc-visually-hidden"> (abre em nova aba)</span>
                </a>
              ) : (
                <div className="pc-card">
                  <CardFace card={card} />
                </div>
              )}
            </div>
          ))}
        </div>
      </div>
      <div className="pc-controls">
        <button type="button" className="pc-nav" aria-label="Card anterior" disabled={!swiper} onClick={() => swiper?.slidePrev()}>
          <Arrow back />
        </button>
        <div className="swiper-pagination pc-bullets" ref={bullets} />
        <button type="button" className="pc-nav" aria-label="Próximo card" disabled={!swiper} onClick={() => swiper?.slideNext()}>
          <Arrow />
        </button>
      </div>
    </Carousel>
  );
}
