// @ts-check

/**
 * `attachment` with a file name, per RFC 6266: `filename="..."` holds a plain-ASCII stand-in (quotes,
 * backslashes, control and non-ASCII characters become '_'), and `filename*=UTF-8''...` the real
 * name, percent-encoded, when it differs. A document number comes from the provider's data: a `"` in
 * it must not end the quoted string and start parameters of its own (`filename*=...fatura.exe`), and
 * a character outside Latin-1 must not make the header unsendable.
 *
 * @param {string} name the file name, extension included
 */
export function attachmentDisposition(name) {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === name) return `attachment; filename="${name}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

/**
 * Percent-encoding of RFC 8187 (attr-char is ALPHA / DIGIT / "!#$&+-.^_`|~").
 * @param {string} text
 */
function rfc5987(text) {
  return encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
