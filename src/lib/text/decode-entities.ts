/*
 * HTML entities in plain text ('Casamento Ana &amp; Rafael', 'Villa Jardim &#8211; Salão'): an ERP
 * or a CMS escaped a field for a web page, and the API passed it on. Decoded here to the characters
 * they stand for, so the screens show them as text (never as markup). docs/resilience.md, "Text
 * fields are text", says why this is a few lines instead of a library or the DOM.
 */

/** The named entities such fields carry besides accented letters (those are built below). */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  ordm: 'º',
  ordf: 'ª',
  deg: '°',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  szlig: 'ß',
};

/** The combining mark each accent entity adds to its letter ('ccedil' is c + cedilla: 'ç'). */
const MARKS: Readonly<Record<string, string>> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  tilde: '\u0303',
  uml: '\u0308',
  cedil: '\u0327',
  ring: '\u030a',
};

const ENTITY = /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([a-zA-Z]{2,8}));/g;

function character(entity: string, decimal?: string, hex?: string, name?: string): string {
  if (decimal !== undefined || hex !== undefined) {
    const code = decimal !== undefined ? Number(decimal) : parseInt(hex!, 16);
    // Control characters, surrogates and what Unicode does not have stay as typed.
    const printable = code >= 0x20 && code <= 0x10ffff && !(code >= 0x7f && code < 0xa0) && !(code >= 0xd800 && code <= 0xdfff);
    return printable ? String.fromCodePoint(code) : entity;
  }
  if (Object.hasOwn(NAMED, name!)) return NAMED[name!]!;
  // 'aacute', 'Ccedil', 'otilde': a letter and its accent, composed into one character.
  const accent = name!.slice(1);
  const composed = Object.hasOwn(MARKS, accent) ? (name![0]! + MARKS[accent]!).normalize('NFC') : '';
  return composed.length === 1 ? composed : entity;
}

/**
 * `text` with its HTML entities (numeric, and the named ones above) replaced by their characters,
 * in one pass: '&amp;amp;' is '&amp;', as a browser shows it. An unknown name stays as typed.
 *
 * @example decodeEntities('Villa Jardim &#8211; Sal&atilde;o') // "Villa Jardim – Salão"
 */
export function decodeEntities(text: string): string {
  return text.includes('&') ? text.replace(ENTITY, character) : text;
}
