// @ts-check
// When a first screen counts as ready, checked in the page on every animation frame: the tests'
// guards and the lab time the same moment. Each returns `performance.now()` (ms since navigation
// start) once the screen is ready, else false.

/**
 * The login form is interactive when the 'Acessar' button is rendered and enabled, and the E-mail
 * field is rendered, enabled and takes focus. Rendered means it has a layout box; by then preact or
 * React has attached the form's handlers (they attach as the element is created).
 */
export function loginReadyInPage() {
  const root = document.querySelector('portal-cliente')?.shadowRoot;
  if (!root) return false;
  const button = [...root.querySelectorAll('button')].find((one) => one.textContent?.trim() === 'Acessar');
  const label = [...root.querySelectorAll('label')].find((one) => one.textContent?.trim() === 'E-mail');
  const email = label?.control;
  if (!button || button.disabled || !button.getClientRects().length) return false;
  if (!(email instanceof HTMLInputElement) || email.disabled || email.readOnly || !email.getClientRects().length) return false;
  email.focus({ preventScroll: true });
  if (root.activeElement !== email) return false;
  email.blur();
  return performance.now();
}

/**
 * The signed-in home shows its data when the greeting ('Olá, …') heading and the current event's
 * description are both rendered with a layout box.
 * @param {string} description
 */
export function homeReadyInPage(description) {
  const root = document.querySelector('portal-cliente')?.shadowRoot;
  // The text first: it costs no layout, where a box asked for in every frame forces one (the probe
  // would add its own work to the portal's main-thread time it is there to measure).
  if (!root?.textContent?.includes(description)) return false;
  const visible = (/** @type {Element} */ element) => element.getClientRects().length > 0;
  const greeting = [...root.querySelectorAll('h1')].find((one) => one.textContent?.trim().startsWith('Olá') && visible(one));
  if (!greeting) return false;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.includes(description) && node.parentElement && visible(node.parentElement)) return performance.now();
  }
  return false;
}
