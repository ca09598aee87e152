import { describe, expect, it } from 'vitest';
import { FORBIDDEN_TAGS, isForbiddenAttribute } from '../../src/lib/sanitize-rules';

describe('FORBIDDEN_TAGS', () => {
  it('lists only script', () => {
    expect(FORBIDDEN_TAGS).toEqual(['script']);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(FORBIDDEN_TAGS)).toBe(true);
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
    for (const value of ['java\tscript:alert(1)', 'java\nscript:x', 'java\rscript:x', ' \u0001javascript:x', 'java\u0000script:x', 'javascript :x', 'j a v a s c r i p t:x', 'java\u007fscript:x']) {
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
