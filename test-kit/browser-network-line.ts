/**
 * Whether a console line (or, in Firefox's WebDriver BiDi mode, a "page error") is one the browser
 * itself writes about a failed request to `apiUrl`, whatever the page's script does about it:
 * Chromium's "Failed to load resource: the server responded with a status of 500" (the line's
 * source is the request's URL), Firefox's "Cross-Origin Request Blocked: ... (Reason: CORS request
 * did not succeed)" for a connection that closed without an answer.
 */
export function isBrowserNetworkLine(text: string, sourceUrl: string, apiUrl: string): boolean {
  if (/^Failed to load resource\b/.test(text)) return sourceUrl.startsWith(apiUrl);
  return /\bCORS request did not succeed\b/.test(text) && text.includes(`at ${apiUrl}/`);
}
