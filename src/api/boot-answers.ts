/**
 * The answers the snippet's boot script asked for before the entry arrived (embed-kit/boot-script.mjs,
 * docs/performance.md, "The boot script"): each is the `fetch` of one GET, made with the stored
 * token, kept under a symbol on the window by its URL. The transport takes one instead of sending
 * the same call again, so there is one request per call, and its answer then goes through the same
 * pipeline as any other: the 401 refresh, the status check, the schemas.
 */
const BOOT = Symbol.for('portal-cliente.boot');

interface BootAnswer {
  /** The Authorization header it was sent with. */
  a: unknown;
  /** When it was sent (`Date.now()`). */
  t: number;
  r: unknown;
}

/**
 * The boot script's `fetch` of GET `url`, if it made one with this same Authorization header (the
 * same customer's same token) in the last minute: a boot answer is for the page load's first
 * screen. It is taken once. The host page owns the window, so what is found there is checked for
 * its shape, and anything else (or a getter that throws) is no answer: the call goes to the
 * network as usual.
 */
export function takeBootAnswer(url: string, authorization: string | undefined): Promise<Response> | undefined {
  try {
    const answers = (window as unknown as Record<symbol, Record<string, BootAnswer | undefined>>)[BOOT];
    const early = answers[url];
    delete answers[url];
    if (early!.a === authorization && Date.now() - early!.t < 60_000 && early!.r instanceof Promise) return early!.r;
  } catch {
    // No boot script on this page, or not this call: asked for as usual.
  }
}
