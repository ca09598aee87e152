// @ts-check

/** An error a route throws to answer `{ message }` with the given status. */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} message pt-BR text for the client
   * @param {Record<string, string>} [headers]
   */
  constructor(status, message, headers = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}
