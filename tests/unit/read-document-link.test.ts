import fc from 'fast-check';
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Charge } from '../../src/api/event-schemas';
import { readDocumentLink } from '../../src/lib/charges/read-document-link';
import { propertyRuns } from '../../test-kit/property-runs';

/*
 * A receipt is evidence only when it points at a document (docs/resilience.md, "Placeholder
 * links"): a link built with a missing file name (SQL's CONCAT writes NULL as nothing, string
 * interpolation too, JavaScript as "null") names a folder or a default, never a document.
 */

const origin = fc.constantFrom('https://api.exemplo.com.br', 'http://127.0.0.1:8787', 'https://arquivos.banco.example', '');
const folder = fc
  .array(fc.constantFrom('comprovantes', 'files', 'api', 'v1', 'recibos', 'Comprovante'), { minLength: 1, maxLength: 3 })
  .map((parts) => `/${parts.join('/')}`);
const name = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,20}$/).filter((text) => !/^[0-]+$|^(null|undefined|nan|none|nil|na)$/i.test(text)),
  fc.integer({ min: 1, max: 9_999_999 }).map(String),
  fc.uuid().filter((id) => !/^[0-]+$/.test(id)),
);
const extension = fc.constantFrom('', '.pdf', '.PDF', '.png', '.jpg', '.aspx');
const query = fc.constantFrom('', '?download', '?sig=a%2Fb&exp=1', '?id=81238', '?token=abc');
/** A link that names a document. */
const documentUrl = fc.tuple(origin, folder, name, extension, query).map(([o, f, n, e, q]) => `${o}${f}/${n}${e}${q}`);

/** What stands for a missing name on its way into a string. */
const nothing = fc.constantFrom('', 'null', 'NULL', 'undefined', 'NaN', 'None', 'nil', '0', '000', '00000000-0000-0000-0000-000000000000');
/** A link built with a missing name: the folder, the name as a null's text, a default id, an empty query value. */
const placeholderUrl = fc.oneof(
  fc.tuple(origin, folder, nothing, extension).map(([o, f, n, e]) => `${o}${f}/${n}${n ? e : ''}`),
  fc
    .tuple(origin, folder, name, fc.constantFrom('id', 'arquivo', 'file'), nothing)
    .map(([o, f, n, key, v]) => `${o}${f}/${n}.aspx?${key}=${v}`),
  origin.filter(Boolean),
  origin.filter(Boolean).map((o) => `${o}/`),
  fc.constantFrom('N/A', 'n/a', '-', '—', 'null', 'undefined', 'sem comprovante', 'Comprovante', 'javascript:alert(1)'),
);
const EXAMPLES = [
  'https://api.exemplo.com.br/comprovantes/',
  'https://api.exemplo.com.br/comprovantes/null',
  'https://api.exemplo.com.br/comprovantes/undefined.pdf',
  'https://api.exemplo.com.br',
  'https://api.exemplo.com.br/comprovante.aspx?id=',
  'N/A',
];

describe('readDocumentLink', () => {
  it('keeps a link whose last name and query values stand for something', () => {
    fc.assert(
      fc.property(documentUrl, (url) => {
        expect(readDocumentLink(`  ${url} `), url).toBe(url);
      }),
      { numRuns: propertyRuns(1_000) },
    );
  });

  it('reads a link built with a missing name as none', () => {
    fc.assert(
      fc.property(placeholderUrl, (url) => {
        expect(readDocumentLink(url), url).toBeNull();
      }),
      { numRuns: propertyRuns(1_000), examples: EXAMPLES.map((url) => [url]) },
    );
  });

  it("is the charge's reader of its receipt and its nota fiscal", () => {
    const charge = create(
      { numCobranca: 1, urlComprovante: 'https://api.exemplo.com.br/comprovantes/', urlNotaFiscal: '/files/nf/null' },
      Charge,
    );
    expect([charge.urlComprovante, charge.urlNotaFiscal]).toEqual([null, null]);
    expect(create({ numCobranca: 1, urlComprovante: '/files/recibo-81239.pdf' }, Charge).urlComprovante).toBe('/files/recibo-81239.pdf');
  });
});
