import { ServiceCarousel } from '../ui/promo-block/service-carousel';
import { cardLink, SERVICE_CARDS } from './service-cards';

/**
 * The eight service cards in the carousel widget, each opening its page on the provider's site
 * (`site-url`). The lazy chunk's entry: the cards, their pictures and swiper load together, when the
 * carousel's place comes near the viewport (docs/architecture.md, "Lazy by default").
 */
export default function ServiceCardsCarousel({ siteUrl }: { siteUrl?: string }) {
  return (
    <ServiceCarousel label="Serviços especializados" cards={SERVICE_CARDS.map((card) => ({ ...card, href: cardLink(siteUrl, card) }))} />
  );
}
