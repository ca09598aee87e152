import { lazyRetry } from '../ui/lazy-retry';

/**
 * The service cards' carousel, for the promotional block of the home and /oportunidades. Swiper and
 * its CSS come with the carousel's own chunk (docs/architecture.md, "Lazy by default"), which the
 * block asks for when its place comes near the viewport.
 */
export const LazyServiceCards = lazyRetry(() => import('./service-cards-carousel'));
