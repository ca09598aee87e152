// @ts-check

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const MAX_LINE_CHARS = 88; // Helvetica 11 pt across the text width
const LINES_PER_PAGE = 44; // 15 pt leading between the title and the bottom margin

/** Characters outside Latin-1 that WinAnsiEncoding still has (PDF 1.4, appendix D). */
const WIN_ANSI_EXTRAS = new Map([
  ['€', 0x80],
  ['‚', 0x82],
  ['„', 0x84],
  ['…', 0x85],
  ['‘', 0x91],
  ['’', 0x92],
  ['“', 0x93],
  ['”', 0x94],
  ['•', 0x95],
  ['–', 0x96],
  ['—', 0x97],
  ['™', 0x99],
]);

/**
 * A small, valid PDF 1.4 document: the title in bold on top, then the lines in Helvetica,
 * wrapped at the page width and continued on new pages. pt-BR accents are kept (WinAnsiEncoding).
 *
 * @param {string} title
 * @param {string[]} [lines]
 * @returns {Buffer}
 */
export function makePdf(title, lines = []) {
  const body = lines.flatMap((line) => wrap(line, MAX_LINE_CHARS));
  const pages = [];
  for (let i = 0; i === 0 || i < body.length; i += LINES_PER_PAGE) pages.push(body.slice(i, i + LINES_PER_PAGE));

  // Objects: 1 catalog, 2 page tree, 3 regular font, 4 bold font, 5 info, then a page and its content per page.
  const pageIds = pages.map((_, i) => 6 + i * 2);
  /** @type {Buffer[]} */
  const objects = [
    latin1('<< /Type /Catalog /Pages 2 0 R >>'),
    latin1(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`),
    latin1('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    latin1('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
    Buffer.concat([latin1('<< /Title '), pdfString(title), latin1(' /Producer (portal-cliente demo) >>')]),
  ];
  pages.forEach((pageLines, i) => {
    const content = pageContent(i === 0 ? title : '', pageLines);
    objects.push(
      latin1(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
          `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`,
      ),
      Buffer.concat([latin1(`<< /Length ${content.length} >>\nstream\n`), content, latin1('\nendstream')]),
    );
  });

  const chunks = [latin1('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')];
  let offset = chunks[0].length;
  const offsets = objects.map((object, i) => {
    const chunk = Buffer.concat([latin1(`${i + 1} 0 obj\n`), object, latin1('\nendobj\n')]);
    chunks.push(chunk);
    const at = offset;
    offset += chunk.length;
    return at;
  });
  // Each cross-reference entry is exactly 20 bytes, ending in space + line feed.
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n']
    .concat(offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`))
    .join('');
  chunks.push(latin1(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${offset}\n%%EOF`));
  return Buffer.concat(chunks);
}

/**
 * @param {string} title empty on continuation pages
 * @param {string[]} lines
 */
function pageContent(title, lines) {
  const parts = [latin1(`BT\n${MARGIN} ${PAGE_HEIGHT - MARGIN - 18} Td\n`)];
  if (title) parts.push(latin1('/F2 18 Tf\n'), pdfString(title), latin1(' Tj\n0 -32 Td\n'));
  parts.push(latin1('/F1 11 Tf\n15 TL\n'));
  for (const line of lines) parts.push(pdfString(line), latin1(" '\n"));
  parts.push(latin1('ET'));
  return Buffer.concat(parts);
}

/**
 * A PDF literal string in WinAnsi bytes; characters it cannot encode become '?'.
 * @param {string} value
 */
function pdfString(value) {
  const bytes = [0x28];
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0x3f;
    const byte = WIN_ANSI_EXTRAS.get(char) ?? (code >= 0x20 && code <= 0xff && !(code >= 0x7f && code < 0xa0) ? code : 0x3f);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) bytes.push(0x5c);
    bytes.push(byte);
  }
  bytes.push(0x29);
  return Buffer.from(bytes);
}

/** @param {string} value */
function latin1(value) {
  return Buffer.from(value, 'latin1');
}

/**
 * @param {string} line
 * @param {number} width
 * @returns {string[]}
 */
function wrap(line, width) {
  const out = [];
  let current = '';
  for (const word of line.trim().split(/\s+/)) {
    if (current && current.length + 1 + word.length > width) {
      out.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  out.push(current);
  return out;
}
