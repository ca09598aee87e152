/**
 * `attachment` with a file name, per RFC 6266: `filename="..."` holds a plain-ASCII stand-in (quotes,
 * backslashes, control and non-ASCII characters become '_'), and `filename*=UTF-8''...` the real
 * name, percent-encoded, when it differs. A document number comes from the provider's data: a `"` in
 * it must not end the quoted string and start parameters of its own (`filename*=...fatura.exe`), and
 * a character outside Latin-1 must not make the header unsendable.
 *
 * @param {string} name the file name, extension included
 */
export function attachmentDisposition(name: string): string;
