import { styled } from '../../styles/sheet';
import { narrow, theme } from '../../styles/theme';

/** 591x370 cards on large screens, 370x208 on small ones (≤1024px). */
export const Carousel = styled('div')`
  min-width: 0;
  --swiper-theme-color: ${theme.primary};
  --swiper-pagination-color: ${theme.primary};
  & .swiper { padding: 4px 0; }
  /* Whole-pixel heights, never a ratio of the width: swiper measures the carousel in whole pixels
     (clientHeight, nolimits4web/swiper#7248) while its ResizeObserver reports the laid-out size.
     A fractional height (WebKit makes the 591 / 370 ratio 370.8125 px; a phone-narrow 370 / 208
     card is 192.8 px everywhere) reads as a resize on the observer's first report, and swiper
     re-seats the slides: the slide a customer has just asked for jumps, or lands back on the
     first card. A card narrower than its width crops its picture (object-fit). */
  & .swiper-slide { width: 591px; max-width: 100%; height: 370px; }
  ${narrow} {
    & .swiper-slide { width: 370px; height: 208px; }
  }
  & .pc-card {
    position: relative;
    display: block;
    width: 100%;
    height: 100%;
    overflow: hidden;
    border-radius: ${theme.radius};
    background: #2a2326;
    color: #fff;
    text-decoration: none;
  }
  & .pc-card img { width: 100%; height: 100%; object-fit: cover; transition: transform 0.4s; }
  & a.pc-card:hover img { transform: scale(1.04); }
  /* The focus ring is drawn inside the card (the carousel clips what is outside), above the
     picture, in two colours so it shows on dark and light artwork alike. */
  & .pc-card::after { content: ''; position: absolute; inset: 0; border-radius: inherit; pointer-events: none; }
  & a.pc-card:focus-visible { outline: none; }
  & a.pc-card:focus-visible::after { box-shadow: inset 0 0 0 4px ${theme.focus}, inset 0 0 0 7px #fff; }
  & .pc-card-title {
    position: absolute;
    inset: auto 0 0 0;
    padding: 48px 20px 16px;
    background: linear-gradient(to top, rgb(0 0 0 / 78%), rgb(0 0 0 / 45%) 55%, transparent);
    font-size: 1.5em;
    font-weight: 700;
    text-shadow: 0 1px 2px rgb(0 0 0 / 60%);
  }
  ${narrow} {
    & .pc-card-title { padding: 32px 16px 12px; font-size: 1.25em; }
  }
  & .pc-controls { display: flex; align-items: center; justify-content: center; gap: 8px; margin-top: 12px; }
  & .pc-nav {
    display: inline-grid;
    place-items: center;
    flex: none;
    width: 40px;
    height: 40px;
    border: 1px solid ${theme.border};
    border-radius: 50%;
    background: ${theme.surface};
    color: ${theme.primary};
  }
  & .pc-nav:hover { background: ${theme.primarySoft}; }
  & .pc-nav:disabled { opacity: 0.5; cursor: default; }
  & .pc-bullets { display: flex; flex-wrap: wrap; justify-content: center; }
  /* Round bullets, the active one in the primary colour and the others gray,
     each inside a 24px target (WCAG 2.5.8). */
  & .pc-bullets .swiper-pagination-bullet {
    position: relative;
    display: inline-block;
    appearance: none;
    cursor: pointer;
    width: 24px;
    height: 24px;
    margin: 0;
    padding: 0;
    border: none;
    border-radius: 50%;
    background: transparent;
    opacity: 1;
  }
  & .pc-bullets .swiper-pagination-bullet::before {
    content: '';
    position: absolute;
    inset: 6px;
    border-radius: 50%;
    background: #8a8486;
    transition: background 0.2s, transform 0.2s;
  }
  & .pc-bullets .swiper-pagination-bullet-active::before { background: ${theme.primary}; transform: scale(1.2); }
`;
