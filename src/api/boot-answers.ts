/**
 * The answers the snippet's boot script asked for before the entry arrived (scripts/boot-script.mjs,
 * docs/performance.md, "The boot script"): each is the `fetch` of one GET, made with the stored
 * token, kept under a symbol on the window by its URL. The transport takes one instead of sending
 * the same call again, so there is one request per call, and its answer then goes through the same
 * pipeline as any other: the 401 refresh, the status check, the schemas.
 */
const BOOT = Symbol.for('portal-cliente.boot');

/** A boot answer is for the page load's first screen: one older than this is asked for again. */
const FIRST_SCREEN_MS = 60_000;

interface BootAnswer {
  /** The Authorization header it was sent with. */
  a: unknown;
  /** When it was sent (`Date.now()`). */
  t: unknown;
  r: unknown;
}

/**
 * The boot script's `fetch` of GET `url`, if it made one with this same Authorization header
 * (the same customer's same token) in the last minute; it is taken once. The host page owns the
 * window, so whatever is found there is checked for its shape, and anything else (or a getter that
 * throws) is no answer: the call goes to the network as usual.
 */
export function takeBootAnswer(url: string, authorization: string | undefined): Promise<Response> | undefined {
  try {
    const answers = (window as unknown as Record<symbol, Record<string, BootAnswer> | undefined>)[BOOT];
    if (!answers || !Object.prototype.hasOwnProperty.call(answers, url)) return undefined;
    const early = answers[url];
    delete answers[url];
    const fresh = typeof early?.t === 'number' && Date.now() - early.t < FIRST_SCREEN_MS;
    if (!fresh || authorization === undefined || early.a !== authorization || !(early.r instanceof Promise)) return undefined;
    return early.r as Promise<Response>;
  } catch {
    return undefined;
  }
}
