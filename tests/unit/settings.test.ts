import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveSettings, settingProblems } from '../../src/runtime/settings';
import { propertyRuns } from '../../test-kit/property-runs';

describe('resolveSettings', () => {
  it('applies the defaults when nothing is set', () => {
    expect(resolveSettings({})).toEqual({
      apiBase: '',
      siteUrl: undefined,
      giftListUrl: undefined,
      chatAppId: undefined,
      chatScriptUrl: undefined,
      supportEmail: undefined,
      manualsBase: '/manuais/',
      upgradeUrl: undefined,
      pixReceiver: undefined,
      paidStatuses: undefined,
      cancelledStatuses: undefined,
      openStatuses: undefined,
      storagePrefix: 'portal-cliente:',
      requestTimeoutMs: 15_000,
      apiTimes: undefined,
      manualFiles: undefined,
    });
  });

  it('keeps the status words as written, trimmed (the finance screens split them), a blank list as absent', () => {
    const settings = resolveSettings({ paidStatuses: ' Bx. manual; Pago no local ', cancelledStatuses: 'Anulado', openStatuses: ' ' });
    expect([settings.paidStatuses, settings.cancelledStatuses, settings.openStatuses]).toEqual([
      'Bx. manual; Pago no local',
      'Anulado',
      undefined,
    ]);
  });

  it('treats blank values as absent, so a feature degrades instead of breaking', () => {
    const settings = resolveSettings({ giftListUrl: '   ', chatAppId: '', storagePrefix: ' ' });
    expect(settings.giftListUrl).toBeUndefined();
    expect(settings.chatAppId).toBeUndefined();
    expect(settings.storagePrefix).toBe('portal-cliente:');
  });

  it('drops trailing slashes from URLs and adds one to the manuals folder', () => {
    const settings = resolveSettings({ apiBase: 'https://api.exemplo.com.br/', manualsBase: '/pdf' });
    expect(settings.apiBase).toBe('https://api.exemplo.com.br');
    expect(settings.manualsBase).toBe('/pdf/');
  });

  it('refuses a javascript: URL for any URL setting', () => {
    const settings = resolveSettings({
      siteUrl: 'javascript:alert(1)',
      upgradeUrl: 'JaVaScRiPt:alert(1)',
      giftListUrl: 'data:text/html,x',
    });
    expect(settings.siteUrl).toBeUndefined();
    expect(settings.upgradeUrl).toBeUndefined();
    expect(settings.giftListUrl).toBeUndefined();
  });

  it('holds manuals-base to the same URL check: http(s) or a path, else the default folder', () => {
    for (const hostile of ['javascript:alert(1)//', ' JaVaScRiPt:alert(document.domain)//', 'data:text/html,x/', 'vbscript:x/']) {
      expect(resolveSettings({ manualsBase: hostile }).manualsBase, hostile).toBe('/manuais/');
    }
    expect(resolveSettings({ manualsBase: 'https://cdn.exemplo.com.br/manuais' }).manualsBase).toBe('https://cdn.exemplo.com.br/manuais/');
    expect(resolveSettings({ manualsBase: '/arquivos/manuais/' }).manualsBase).toBe('/arquivos/manuais/');
  });

  it('reads pix-receiver as given, blank as absent', () => {
    expect(resolveSettings({ pixReceiver: ' pix@exemplo.com.br ' }).pixReceiver).toBe('pix@exemplo.com.br');
    expect(resolveSettings({ pixReceiver: '  ' }).pixReceiver).toBeUndefined();
  });

  it('reads request-timeout in seconds, falling back to 15 s for nonsense', () => {
    expect(resolveSettings({ requestTimeout: '2.5' }).requestTimeoutMs).toBe(2_500);
    expect(resolveSettings({ requestTimeout: 'abc' }).requestTimeoutMs).toBe(15_000);
    expect(resolveSettings({ requestTimeout: '-1' }).requestTimeoutMs).toBe(15_000);
  });
});

describe('settingProblems', () => {
  it('names each attribute whose value the portal cannot use, and nothing else', () => {
    expect(settingProblems({})).toEqual([]);
    expect(settingProblems({ apiBase: 'https://api.exemplo.com.br', storagePrefix: 'meu-portal_2.0:', siteUrl: '/site' })).toEqual([]);
    expect(
      settingProblems({
        apiBase: 'javascript:alert(1)',
        siteUrl: 'ftp://exemplo.com.br',
        giftListUrl: 'data:text/html,x',
        chatScriptUrl: 'https://chat.exemplo.com.br/w.js',
        upgradeUrl: 'vbscript:x',
        storagePrefix: 'meu portal!',
      }),
    ).toEqual(['api-base', 'site-url', 'gift-list-url', 'upgrade-url', 'storage-prefix']);
    // A blank value is an absent one: no problem, the default applies.
    expect(settingProblems({ apiBase: '  ', storagePrefix: '' })).toEqual([]);
  });

  it('uses the default storage prefix in place of one with other characters', () => {
    expect(resolveSettings({ storagePrefix: 'a b' }).storagePrefix).toBe('portal-cliente:');
    expect(resolveSettings({ storagePrefix: 'portal<script>' }).storagePrefix).toBe('portal-cliente:');
    expect(resolveSettings({ storagePrefix: 'loja-2:' }).storagePrefix).toBe('loja-2:');
  });

  it('refuses an api-base that is not an absolute https address (http only on a loopback host)', () => {
    const refused = [
      'api.example.com.br',
      'api.example.com.br/v1',
      '/api',
      'api',
      './api',
      '//api.example.com.br',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://api.example.com.br',
      'http://api.example.com.br',
      'http://192.168.0.10:5000',
    ];
    for (const apiBase of refused) {
      expect(settingProblems({ apiBase }), apiBase).toEqual(['api-base']);
      expect(resolveSettings({ apiBase }).apiBase, apiBase).toBe('');
    }
    const allowed = [
      'https://api.example.com.br',
      'https://api.example.com.br/v1/',
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://[::1]:5000',
    ];
    for (const apiBase of allowed) expect(settingProblems({ apiBase }), apiBase).toEqual([]);
  });

  it('refuses every generated relative or scheme-less api-base, however it is written', () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/);
    const relative = fc.oneof(
      fc.array(label, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.')),
      fc.array(label, { minLength: 1, maxLength: 3 }).map((parts) => `/${parts.join('/')}`),
      fc.tuple(label, label).map(([host, path]) => `${host}.com.br/${path}`),
    );
    fc.assert(
      fc.property(relative, fc.constantFrom('', ' ', '  '), (apiBase, pad) => {
        expect(settingProblems({ apiBase: `${pad}${apiBase}${pad}` })).toEqual(['api-base']);
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});
