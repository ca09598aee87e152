import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiLinkHref } from '../../src/lib/fields/api-link-href';
import { propertyRuns } from '../../test-kit/property-runs';

const DEMO_API = 'http://127.0.0.1:8787';
const HTTPS_API = 'https://api.exemplo.com.br/portal';

describe('apiLinkHref: what becomes a link', () => {
  it('links an https: URL on any host', () => {
    expect(apiLinkHref('https://cdn.exemplo.com.br/contratos/CT-1.pdf?sig=a%2Fb', DEMO_API)).toBe(
      'https://cdn.exemplo.com.br/contratos/CT-1.pdf?sig=a%2Fb',
    );
  });

  it("links an http: URL on the API's own origin (the demo API runs on http://127.0.0.1)", () => {
    expect(apiLinkHref('http://127.0.0.1:8787/files/contratos/CT-1.pdf?exp=1&sig=x', DEMO_API)).toBe(
      'http://127.0.0.1:8787/files/contratos/CT-1.pdf?exp=1&sig=x',
    );
  });

  it('resolves a relative URL against the API base, not against the host page', () => {
    expect(apiLinkHref('/files/boletos/81238.pdf', DEMO_API)).toBe('http://127.0.0.1:8787/files/boletos/81238.pdf');
    expect(apiLinkHref('boletos/81238.pdf', HTTPS_API)).toBe('https://api.exemplo.com.br/boletos/81238.pdf');
  });

  it('returns the URL as the browser parsed it, so the link is exactly what was checked', () => {
    expect(apiLinkHref('  HTTPS://CDN.Exemplo.com.br/a b.pdf\n', DEMO_API)).toBe('https://cdn.exemplo.com.br/a%20b.pdf');
  });
});

describe('apiLinkHref: what stays text', () => {
  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: in upper case', 'JAVASCRIPT:alert(1)'],
    ['javascript: after spaces and control characters', ' \u0001javascript:alert(1)'],
    ['javascript: split by a tab and a newline', 'java\tscr\nipt:alert(1)'],
    ['data:', 'data:application/pdf;base64,JVBERi0xLjQK'],
    ['data:text/html', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['blob: on the API origin', 'blob:http://127.0.0.1:8787/5b1e7c2e-0000-4000-8000-000000000000'],
    ['an unknown scheme', 'intent://scan/#Intent;scheme=zxing;end'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://ftp.exemplo.com.br/CT-1.pdf'],
    ['http: on another host', 'http://evil.example/CT-1.pdf'],
    ['http: on the API host but another port', 'http://127.0.0.1:5173/CT-1.pdf'],
    ['http: with the API origin as user info', 'http://127.0.0.1:8787@evil.example/CT-1.pdf'],
    ['http: with the API host as a prefix of another host', 'http://127.0.0.1.evil.example:8787/CT-1.pdf'],
    ['a protocol-relative URL that leaves the API over http', '//evil.example/CT-1.pdf'],
    ['a backslashed protocol-relative URL', '\\\\evil.example\\CT-1.pdf'],
    ['malformed: https with no host', 'https://'],
    ['malformed: an unclosed IPv6 host', 'https://[::1/CT-1.pdf'],
    ['malformed: a bad port', 'https://exemplo.com.br:99999/'],
    ['empty', ''],
    ['blank', ' \t\n'],
  ])('%s', (_name, url) => {
    expect(apiLinkHref(url, DEMO_API)).toBeUndefined();
  });

  it('links nothing but https: when the API base itself is unusable', () => {
    expect(apiLinkHref('/files/boletos/1.pdf', 'not a url')).toBeUndefined();
    expect(apiLinkHref('http://127.0.0.1:8787/files/boletos/1.pdf', '')).toBeUndefined();
    expect(apiLinkHref('https://cdn.exemplo.com.br/1.pdf', '')).toBe('https://cdn.exemplo.com.br/1.pdf');
  });

  it('does not link http: on the https API host: another scheme is another origin', () => {
    expect(apiLinkHref('http://api.exemplo.com.br/portal/boleto.pdf', HTTPS_API)).toBeUndefined();
  });

  it('nothing, whatever the text, becomes a link but https: or the API origin', () => {
    const urlish = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.webUrl({ validSchemes: ['http', 'https', 'ftp', 'javascript', 'data', 'blob', 'tel', 'mailto', 'file'] }),
      fc
        .tuple(fc.constantFrom('javascript:', 'data:', 'http://127.0.0.1:8787', '//', '\\\\', 'blob:', ' '), fc.string({ unit: 'binary' }))
        .map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(urlish, (url) => {
        const href = apiLinkHref(url, DEMO_API);
        if (href === undefined) return;
        const parsed = new URL(href);
        expect(parsed.protocol === 'https:' || (parsed.protocol === 'http:' && parsed.origin === DEMO_API), href).toBe(true);
      }),
      { numRuns: propertyRuns(1_000) },
    );
    // A thousand generated URLs: seconds of CPU on a loaded machine, not the default five.
  }, 30_000);
});
