/** A static card of the promotional carousel ("Service card (static)"). */
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
 * Our own artwork (lab/make-card-art.mjs). `new URL(literal, import.meta.url)` makes Vite emit
 * each file beside the bundle and resolve it from the chunk's own URL, so it works from any CDN path.
 */
const card = (id: number, title: string, slug: string, img: URL, imgSmall: URL): ServiceCard => ({
  id,
  title,
  slug,
  img: img.href,
  imgSmall: imgSmall.href,
});

// One card a line: each picture's URL must be written out whole for the build to find it.
// prettier-ignore
export const SERVICE_CARDS: readonly ServiceCard[] = [
  card(1, 'Gastronomia', 'gastronomia', new URL('../assets/cards/gastronomia.webp?no-inline', import.meta.url), new URL('../assets/cards/gastronomia-small.webp?no-inline', import.meta.url)),
  card(2, 'BP Kosher', 'bp-kosher', new URL('../assets/cards/bp-kosher.webp?no-inline', import.meta.url), new URL('../assets/cards/bp-kosher-small.webp?no-inline', import.meta.url)),
  card(3, 'Decoração', 'decoracao', new URL('../assets/cards/decoracao.webp?no-inline', import.meta.url), new URL('../assets/cards/decoracao-small.webp?no-inline', import.meta.url)),
  card(4, 'Doces finos', 'doces-finos', new URL('../assets/cards/doces-finos.webp?no-inline', import.meta.url), new URL('../assets/cards/doces-finos-small.webp?no-inline', import.meta.url)),
  card(5, 'Entretenimento', 'entretenimento', new URL('../assets/cards/entretenimento.webp?no-inline', import.meta.url), new URL('../assets/cards/entretenimento-small.webp?no-inline', import.meta.url)),
  card(6, 'Eleven Bar', 'eleven-bar', new URL('../assets/cards/eleven-bar.webp?no-inline', import.meta.url), new URL('../assets/cards/eleven-bar-small.webp?no-inline', import.meta.url)),
  card(7, 'Concierge', 'concierge', new URL('../assets/cards/concierge.webp?no-inline', import.meta.url), new URL('../assets/cards/concierge-small.webp?no-inline', import.meta.url)),
  card(8, 'Per Bambini', 'per-bambini', new URL('../assets/cards/per-bambini.webp?no-inline', import.meta.url), new URL('../assets/cards/per-bambini-small.webp?no-inline', import.meta.url)),
];

/** The card's page on the provider's site, or `null` without a `site-url` (the card is then not a link). */
export const cardLink = (siteUrl: string | undefined, card: ServiceCard) => (siteUrl ? `${siteUrl}/servicos/${card.slug}` : null);
