/**
 * What a sanitised description may still hold that looks broken, fixed on the live DOM
 * once it is shown. Nodes are only moved or removed, never parsed again, so nothing here can undo
 * the sanitiser's work.
 *
 * - A link with no safe href left (the sanitiser removed a `javascript:` one) becomes its own text:
 *   styled as a link, it would promise a click that does nothing.
 * - An image with no `src` left, or whose load fails, is removed instead of showing the browser's
 *   broken-image icon; so is a link that it leaves with nothing in it.
 *
 * @param root - The element holding the description's HTML.
 * @returns A cleanup that stops listening for image errors.
 */
export function tidyDescription(root: HTMLElement): () => void {
  for (const link of root.querySelectorAll('a')) {
    if (!link.hasAttribute('href') && !link.hasAttribute('xlink:href')) link.replaceWith(...link.childNodes);
  }
  for (const image of root.querySelectorAll('img')) {
    if (!image.getAttribute('src')) dropImage(image);
  }
  // `error` does not bubble: listen in the capture phase. Set up while the description is
  // committed, before any load can fail (load errors are reported in a later task).
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement) dropImage(event.target);
  };
  root.addEventListener('error', onError, true);
  return () => root.removeEventListener('error', onError, true);
}

function dropImage(image: HTMLImageElement) {
  const link = image.closest('a');
  image.remove();
  if (link && !link.textContent?.trim() && !link.querySelector('img, svg, video')) link.remove();
}
