/**
 * A small, valid PDF 1.4 document: the title in bold on top, then the lines in Helvetica,
 * wrapped at the page width and continued on new pages. pt-BR accents are kept (WinAnsiEncoding).
 *
 * @param {string} title
 * @param {string[]} [lines]
 * @returns {Buffer}
 */
export function makePdf(title: string, lines?: string[]): Buffer;
