import type Swiper from 'swiper';

/**
 * Keyboard order for the looping carousel. Loop mode keeps moving slides around in the
 * DOM, so the browser's own Tab order follows neither the cards' order nor the customer: moving the
 * focused card drops its focus to the document, and Tab skips cards or leaves early. Here Tab enters
 * on the first card (Shift+Tab on the last), walks the cards in their order, and at either end
 * swiper's own Tab handler lets the focus leave the carousel. Returns the cleanup.
 */
export function keepCardOrder(swiper: Swiper, root: ShadowRoot): () => void {
  const el = swiper.el;
  const cardAt = (index: number) => el.querySelector<HTMLElement>(`[data-swiper-slide-index="${index}"] a.pc-card`);
  const indexOf = (target: EventTarget | null) => {
    const slide = target instanceof Element ? target.closest('.swiper-slide') : null;
    return slide ? Number(slide.getAttribute('data-swiper-slide-index')) : null;
  };
  // A click focuses the card it lands on: only keyboard focus is steered.
  let pointing = false;

  const onPointerDown = () => {
    pointing = true;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    pointing = false;
    if (event.key !== 'Tab') return;
    const index = indexOf(event.target);
    if (index === null) return;
    const to = index + (event.shiftKey ? -1 : 1);
    const next = cardAt(to);
    if (!next) return;
    event.preventDefault();
    next.focus();
    // Swiper slides a focused card in on the next frame, but not within 100 ms of its start or of the
    // page coming back into view (its a11y module's guards against restored focus): a customer who
    // tabs that soon would have the focus on a card out of sight.
    slideInNextFrame(to);
  };
  // Firefox and Safari scroll a focused element into view only when it is off screen, whatever its
  // scroll-margin (WebKit bug 245100; Gecko's nsFocusManager::ScrollIntoView): a card focused in
  // sight but under the floating help launcher would stay hidden (WCAG 2.4.11). Once swiper has
  // slid the card in (its focus handler does so on the next frame), bring it clear of the launcher.
  // Only the page scrolls: swiper moves the cards by transform, and its own box scrolled sideways
  // would show another card than the focused one (at 375 px a card that is still sliding in took
  // the box 369 px along, in every engine).
  const reveal = () => {
    const active = root.activeElement;
    if (swiper.destroyed || !(active instanceof HTMLElement) || !el.contains(active)) return;
    active.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    el.scrollLeft = 0;
  };
  /**
   * On the next frame, after swiper's own focus handler: the card at `index` slid in and clear of the
   * launcher, if swiper did not slide there itself. After two quick Tabs the second's frame comes
   * last and wins.
   */
  const slideInNextFrame = (index: number) =>
    requestAnimationFrame(() => {
      if (swiper.destroyed || swiper.realIndex === index) return;
      swiper.slideToLoop(index, 0);
      reveal();
    });
  const onFocusIn = (event: FocusEvent) => {
    if (pointing) return;
    requestAnimationFrame(reveal);
    const from = event.relatedTarget;
    if (!(from instanceof Node) || el.contains(from)) return;
    const forward = from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING;
    const index = forward ? 0 : swiper.slides.length - 1;
    const entry = cardAt(index);
    if (!entry || event.target === entry) return;
    entry.focus();
    // Swiper has already planned, for the next frame, to slide to the card the focus first landed
    // on; slide to the entry card after it, so the focused card is the one in view.
    slideInNextFrame(index);
  };

  let moving: HTMLElement | null = null;
  const beforeLoopFix = () => {
    const active = root.activeElement;
    moving = active instanceof HTMLElement && el.contains(active) ? active : null;
  };
  const afterLoopFix = () => {
    if (moving && root.activeElement !== moving) moving.focus({ preventScroll: true });
    moving = null;
  };

  el.addEventListener('pointerdown', onPointerDown, true);
  el.addEventListener('keydown', onKeyDown, true);
  el.addEventListener('focusin', onFocusIn);
  swiper.on('beforeLoopFix', beforeLoopFix);
  swiper.on('loopFix', afterLoopFix);
  return () => {
    el.removeEventListener('pointerdown', onPointerDown, true);
    el.removeEventListener('keydown', onKeyDown, true);
    el.removeEventListener('focusin', onFocusIn);
    swiper.off('beforeLoopFix', beforeLoopFix);
    swiper.off('loopFix', afterLoopFix);
  };
}
