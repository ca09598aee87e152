import { describe, expect, it } from 'vitest';
import { giftListUrl } from '../../src/features/home/gift-list-url';

const access = { evt: 1234, token: 'tok', refreshToken: 'ref', email: 'ana@exemplo.com' };

describe('giftListUrl', () => {
  it('builds the portal_access URL with evt, token, refresh_token and email in that order', () => {
    expect(giftListUrl('https://lista.exemplo.com', access)).toBe(
      'https://lista.exemplo.com/portal_access?evt=1234&token=tok&refresh_token=ref&email=ana%40exemplo.com',
    );
  });

  it('drops trailing slashes from the base', () => {
    expect(giftListUrl('https://lista.exemplo.com//', access)).toBe(
      'https://lista.exemplo.com/portal_access?evt=1234&token=tok&refresh_token=ref&email=ana%40exemplo.com',
    );
  });

  it('keeps a path in the base', () => {
    expect(giftListUrl('https://exemplo.com/lista/', access)?.startsWith('https://exemplo.com/lista/portal_access?')).toBe(true);
  });

  it('encodes the parameters as URLSearchParams does', () => {
    const url = giftListUrl('https://lista.exemplo.com', { evt: '12 34', token: 'a+b/c=', refreshToken: 'x&y', email: 'a b@c' });
    expect(url).toBe('https://lista.exemplo.com/portal_access?evt=12+34&token=a%2Bb%2Fc%3D&refresh_token=x%26y&email=a+b%40c');
    expect(Object.fromEntries(new URL(url ?? '').searchParams)).toEqual({
      evt: '12 34',
      token: 'a+b/c=',
      refresh_token: 'x&y',
      email: 'a b@c',
    });
  });

  it('accepts the event id as a string', () => {
    expect(giftListUrl('https://lista.exemplo.com', { ...access, evt: '1234' })).toContain('?evt=1234&');
  });

  it('sends an empty email when it is empty or missing', () => {
    expect(giftListUrl('https://l.com', { ...access, email: '' })).toBe(
      'https://l.com/portal_access?evt=1234&token=tok&refresh_token=ref&email=',
    );
    expect(giftListUrl('https://l.com', { ...access, email: null })).toBe(
      'https://l.com/portal_access?evt=1234&token=tok&refresh_token=ref&email=',
    );
    expect(giftListUrl('https://l.com', { evt: 1, token: 't', refreshToken: 'r' })).toBe(
      'https://l.com/portal_access?evt=1&token=t&refresh_token=r&email=',
    );
  });

  it('returns null without a base', () => {
    expect(giftListUrl(undefined, access)).toBeNull();
    expect(giftListUrl('', access)).toBeNull();
    expect(giftListUrl('  ', access)).toBeNull();
    expect(giftListUrl('/', access)).toBeNull();
  });

  it('returns null without an event id', () => {
    expect(giftListUrl('https://l.com', { ...access, evt: undefined })).toBeNull();
    expect(giftListUrl('https://l.com', { ...access, evt: null })).toBeNull();
    expect(giftListUrl('https://l.com', { ...access, evt: '' })).toBeNull();
  });

  it('returns null without a token', () => {
    expect(giftListUrl('https://l.com', { ...access, token: undefined })).toBeNull();
    expect(giftListUrl('https://l.com', { ...access, token: null })).toBeNull();
    expect(giftListUrl('https://l.com', { ...access, token: '' })).toBeNull();
  });

  it('returns null without a refresh token', () => {
    expect(giftListUrl('https://l.com', { ...access, refreshToken: undefined })).toBeNull();
    expect(giftListUrl('https://l.com', { ...access, refreshToken: null })).toBeNull();
    expect(giftListUrl('https://l.com', { ...access, refreshToken: '' })).toBeNull();
  });
});
