import { transform } from 'lightningcss';
import type { Plugin } from 'vite';

/**
 * Rules of swiper's stylesheets for features the carousel does not use (one
 * horizontal, looping row with clickable bullets): 3D and the cube, flip and coverflow effects,
 * CSS mode, virtual slides, grids, vertical and centred layouts, free mode, auto height, the lazy
 * preloader and right-to-left.
 */
const UNUSED =
  /3d|cube|flip|coverflow|css-mode|virtual|grid|vertical|centered|free-mode|autoheight|lazy-preloader|rtl|backface|watch-progress/;

/**
 * swiper's CSS, inlined into the carousel's chunk (docs/architecture.md, "Lazy by default"), without the rules above:
 * about three quarters of it, 0.9 KB gzip, so all of the portal's JS stays within the 150 KB.
 * The stylesheets stay swiper's own: a rule goes only when every one of its selectors names an
 * unused feature. The tests (vitest, without this plugin) get the whole stylesheets, and the e2e
 * suites run the built bundle, so a rule removed here that the carousel needs shows up there.
 */
export function swiperCssSubset(): Plugin {
  return {
    name: 'portal:swiper-css-subset',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]swiper[\\/].*\.css\?inline$/.test(id)) return null;
      const { code: kept } = transform({
        filename: id,
        code: Buffer.from(code),
        visitor: {
          Rule: {
            style: (rule) => (rule.value.selectors.every((selector) => UNUSED.test(JSON.stringify(selector))) ? [] : undefined),
            // Only the lazy preloader spins.
            keyframes: () => [],
          },
        },
      });
      return { code: kept.toString(), map: null };
    },
  };
}
