/** A static card of the promotional carousel (spec section 3, "Service card (static)"). */
export interface ServiceCard {
  id: number;
  title: string;
  /** The page on the provider's site, under `site-url`: `/servicos/{slug}`. */
  slug: string;
  /** 2x the large card (591x370). */
  img: string;
  /** 2x the small card (370x208). */
  imgSmall: string;
}

/*
 * Our own artwork (scripts/make-card-art.mjs). `new URL(literal, import.meta.url)` makes Vite emit
 * each file beside the bundle and resolve it from the chunk's own URL, so it works from any CDN path.
 */
export const SERVICE_CARDS: readonly ServiceCard[] = [
  {
    id: 1,
    title: 'Gastronomia',
    slug: 'gastronomia',
    img: new URL('../../assets/cards/gastronomia.webp?no-inline', import.meta.url).href,
    imgSmall: new URL('../../assets/cards/gastronomia-small.webp?no-inline', import.meta.url).href,
  },
  {
    id: 2,
    title: 'BP Kosher',
    slug: 'bp-kosher',
    img: new URL('../../assets/cards/bp-kosher.webp?no-inline', import.meta.url).href,
    imgSmall: new URL('../../assets/cards/bp-kosher-small.webp?no-inline', import.meta.url).href,
  },
  {
    id: 3,
    title: 'Decoração',
    slug: 'decoracao',
    img: new URL('../../assets/cards/decoracao.webp?no-inline', import.meta.url).href,
    imgSmall: new URL('../../assets/cards/decoracao-small.webp?no-inline', import.meta.url).href,
  },
  {
    id: 4,
    title: 'Doces finos',
    slug: 'doces-finos',
    img: new URL('../../assets/cards/doces-finos.webp?no-inline', import.meta.url).href,
    imgSmall: new URL('../../assets/cards/doces-finos-small.webp?no-inline', import.meta.url).href,
  },
  {
    id: 5,
    title: 'Entretenimento',
    slug: 'entretenimento',
    img: new URL('../../assets/cards/entretenimento.webp?no-inline', import.meta.url).href,
    imgSmall: new URL('../../assets/cards/entretenimento-small.webp?no-inline', import.meta.url).href,
  },
  {
    id: 6,
    title: 'Eleven Bar',
    slug: 'eleven-bar',
    img: new URL('../../assets/cards/eleven-bar.webp?no-inline', import.meta.url).href,
    imgSmall: new URL('../../assets/cards/eleven-bar-small.webp?no-inline', import.meta.url).href,
  },
  {
    id: 7,
    title: 'Concierge',
    slug: 'concierge',
    img: new URL('../../assets/cards/concierge.webp?no-inline', import.meta.url).href,
    imgSmall: new URL('../../assets/cards/concierge-small.webp?no-inline', import.meta.url).href,
  },
  {
    id: 8,
    title: 'Per Bambini',
    slug: 'per-bambini',
    img: new URL('../../assets/cards/per-bambini.webp?no-inline', import.meta.url).href,
    imgSmall: new URL('../../assets/cards/per-bambini-small.webp?no-inline', import.meta.url).href,
  },
];

/** The card's page on the provider's site, or `null` without a `site-url` (the card is then not a link). */
export const cardLink = (siteUrl: string | undefined, card: ServiceCard) =>
  siteUrl ? `${siteUrl}/servicos/${card.slug}` : null;
