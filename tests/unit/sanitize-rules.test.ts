import { describe, expect, it } from 'vitest';
import {
  allowedUriPattern,
  FORBIDDEN_ATTRIBUTES,
  FORBIDDEN_TAGS,
  isAllowedUrl,
  isForbiddenAttribute,
} from '../../src/features/services/sanitize-rules';

const API = 'http://127.0.0.1:8787';

/*
 * What each forbidden element and attribute does to a description (removed, with what is around
 * it kept) is checked on rendered descriptions in real browsers, one case per element and
 * attribute: tests/e2e/sanitiser.test.ts. Here, only that the lists cannot be changed at run time.
 */
describe('FORBIDDEN_TAGS and FORBIDDEN_ATTRIBUTES', () => {
  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(FORBIDDEN_TAGS)).toBe(true);
    expect(Object.isFrozen(FORBIDDEN_ATTRIBUTES)).toBe(true);
    expect(() => (FORBIDDEN_TAGS as string[]).pop()).toThrow(TypeError);
  });
});

describe('isAllowedUrl', () => {
  it('keeps absolute https:, mailto: and tel: URLs in every URL attribute', () => {
    for (const name of ['href', 'xlink:href', 'src', 'action', 'background', 'poster']) {
      for (const url of [
        'https://www.exemplo.com.br/cardapio',
        'mailto:eventos@exemplo.com.br',
        'tel:+551130000000',
        ' HTTPS://exemplo.com.br ',
      ]) {
        expect(isAllowedUrl(name, url, API), `${name}=${url}`).toBe(true);
      }
    }
  });

  it("keeps http: only on the API's own origin", () => {
    expect(isAllowedUrl('src', 'http://127.0.0.1:8787/files/img/open-bar.svg', API)).toBe(true);
    expect(isAllowedUrl('src', 'http://127.0.0.1:8788/files/img/open-bar.svg', API)).toBe(false);
    expect(isAllowedUrl('href', 'http://127.0.0.1:8787@evil.example/', API)).toBe(false);
    expect(isAllowedUrl('href', 'http://evil.example/', API)).toBe(false);
    expect(isAllowedUrl('href', 'http://127.0.0.1:8787/', undefined)).toBe(false);
  });

  it('refuses relative URLs and fragments, which would resolve against the host page', () => {
    for (const url of [
      '/conta/sair',
      'cardapio.html',
      './x',
      '../x',
      '?q=1',
      '#/perfil/alterar-senha',
      '#topo',
      '//evil.example/',
      '\\\\evil.example\\x',
      '',
    ]) {
      expect(isAllowedUrl('href', url, API), JSON.stringify(url)).toBe(false);
    }
  });

  it('refuses other schemes, judged as the URL parser reads them', () => {
    for (const url of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      ' JAVASCRIPT:x',
      'vbscript:x',
      'ftp://evil.example/',
      'sms:+5511',
      'callto:+5511',
      'xmpp:a@b',
      'cid:x',
      'matrix:r/x:y',
      'blob:http://127.0.0.1:8787/x',
      'file:///etc/passwd',
    ]) {
      expect(isAllowedUrl('href', url, API), JSON.stringify(url)).toBe(false);
    }
  });

  it("leaves data: values to DOMPurify's own rule (images and media only)", () => {
    expect(isAllowedUrl('src', 'data:image/png;base64,iVBORw0KGgo=', API)).toBe(true);
  });

  it('has no say over attributes that are not URLs', () => {
    expect(isAllowedUrl('title', '/conta', API)).toBe(true);
    expect(isAllowedUrl('width', '100', API)).toBe(true);
  });
});

describe('allowedUriPattern', () => {
  const pattern = allowedUriPattern(API);

  it('lets only the https:, mailto: and tel: schemes through, in any case', () => {
    for (const value of ['https://exemplo.com.br', 'HTTPS://exemplo.com.br', 'mailto:a@b.com', 'tel:+5511'])
      expect(pattern.test(value), value).toBe(true);
    for (const value of [
      'http://evil.example/',
      'ftp://evil.example/',
      'sms:+5511',
      'callto:+5511',
      'cid:x',
      'xmpp:a@b',
      'matrix:r/x:y',
      'javascript:x',
      'data:image/png;base64,x',
    ])
      expect(pattern.test(value), value).toBe(false);
  });

  it("lets the API's own origin through, and not a host that only starts like it", () => {
    expect(pattern.test('http://127.0.0.1:8787/files/img/a.svg')).toBe(true);
    expect(pattern.test('http://127.0.0.1:8787')).toBe(true);
    expect(pattern.test('http://127.0.0.1:87870/')).toBe(false);
    expect(pattern.test('http://127.0.0.1:8787.evil.example/')).toBe(false);
    expect(pattern.test('http://127a0a0a1:8787/'), 'the dots are escaped').toBe(false);
    expect(allowedUriPattern(undefined).test('http://127.0.0.1:8787/')).toBe(false);
  });

  it('keeps plain attribute values, which DOMPurify tests against the same pattern', () => {
    for (const value of ['100', '50%', 'pt-BR', '_blank', 'ltr', 'center', 'noopener noreferrer'])
      expect(pattern.test(value), value).toBe(true);
  });
});

describe('isForbiddenAttribute', () => {
  it('forbids any attribute whose name begins with "on", in any case', () => {
    for (const name of ['onclick', 'onerror', 'ONLOAD', 'OnMouseOver', 'on']) {
      expect(isForbiddenAttribute(name, 'x()'), name).toBe(true);
    }
  });

  it('forbids an "on" attribute even with an empty value', () => {
    expect(isForbiddenAttribute('onload', '')).toBe(true);
  });

  it('forbids the style attribute in any case', () => {
    expect(isForbiddenAttribute('style', 'color: red')).toBe(true);
    expect(isForbiddenAttribute('STYLE', '')).toBe(true);
  });

  it('forbids a javascript: marker in any attribute value', () => {
    expect(isForbiddenAttribute('href', 'javascript:alert(1)')).toBe(true);
    expect(isForbiddenAttribute('title', 'x javascript:y')).toBe(true);
    expect(isForbiddenAttribute('formaction', 'javascript:void(0)')).toBe(true);
  });

  it('forbids javascript: in mixed case', () => {
    expect(isForbiddenAttribute('href', 'JaVaScRiPt:alert(1)')).toBe(true);
  });

  it('forbids javascript: split by whitespace or control characters', () => {
    for (const value of [
      'java\tscript:alert(1)',
      'java\nscript:x',
      'java\rscript:x',
      ' \u0001javascript:x',
      'java\u0000script:x',
      'javascript :x',
      'j a v a s c r i p t:x',
      'java\u007fscript:x',
    ]) {
      expect(isForbiddenAttribute('href', value), JSON.stringify(value)).toBe(true);
    }
  });

  it('forbids data:text/html in src, href and xlink:href', () => {
    for (const name of ['src', 'href', 'xlink:href', 'SRC', 'XLink:Href']) {
      expect(isForbiddenAttribute(name, 'data:text/html;base64,PHNjcmlwdD4='), name).toBe(true);
    }
  });

  it('forbids data:text/html in mixed case or split by whitespace', () => {
    expect(isForbiddenAttribute('src', 'DATA:Text/HTML,<b>x</b>')).toBe(true);
    expect(isForbiddenAttribute('href', 'data:\ttext/html,x')).toBe(true);
    expect(isForbiddenAttribute('href', ' data: text / html ,x')).toBe(true);
  });

  it('allows data:text/html in attributes other than src, href and xlink:href', () => {
    expect(isForbiddenAttribute('title', 'data:text/html')).toBe(false);
    expect(isForbiddenAttribute('alt', 'data:text/html,x')).toBe(false);
  });

  it('allows other data: URLs such as images', () => {
    expect(isForbiddenAttribute('src', 'data:image/png;base64,iVBORw0KGgo=')).toBe(false);
  });

  it('allows ordinary attributes and URLs', () => {
    expect(isForbiddenAttribute('href', 'https://exemplo.com/javascript')).toBe(false);
    expect(isForbiddenAttribute('src', '/img/foto.png')).toBe(false);
    expect(isForbiddenAttribute('class', 'destaque')).toBe(false);
    expect(isForbiddenAttribute('title', 'Cardápio')).toBe(false);
    expect(isForbiddenAttribute('alt', '')).toBe(false);
  });

  it('allows names that only contain "on" or "style" further in', () => {
    expect(isForbiddenAttribute('data-on', 'x')).toBe(false);
    expect(isForbiddenAttribute('data-style', 'x')).toBe(false);
    expect(isForbiddenAttribute('colspan', '2')).toBe(false);
  });
});
