import { describe, expect, it } from 'vitest';
import { offlineRoute } from '../../src/service-worker/offline-route';
import { workerSettings, type WorkerRelease } from '../../src/service-worker/worker-settings';

const RELEASE: WorkerRelease = {
  version: '1.2.3',
  entry: 'portal-cliente.js',
  files: [
    { path: 'portal-cliente.js', integrity: 'sha384-entry' },
    { path: 'chunks/home-screen-abc.js', integrity: 'sha384-home' },
    { path: 'assets/card-xyz.webp', integrity: 'sha384-card' },
  ],
};

const HOST = 'https://aurora.example.com.br';
const CDN = 'https://cdn.example.net/portal-cliente/1.2.3/';

/** A worker at the host's root, registered for the portal's page, loading the release from a CDN. */
const settings = workerSettings(
  `${HOST}/portal-cliente-sw.js?pages=/area-do-cliente/,/area-do-cliente/index.html&release=${encodeURIComponent(CDN)}`,
  `${HOST}/area-do-cliente/`,
  RELEASE,
);

const navigate = (url: string) => ({ method: 'GET', url, mode: 'navigate' as const });
const load = (url: string, method = 'GET') => ({ method, url, mode: 'cors' as const });

describe('workerSettings', () => {
  it('reads the pages and the release folder from the URL the worker was registered with', () => {
    expect([...settings.pages]).toEqual([`${HOST}/area-do-cliente/`, `${HOST}/area-do-cliente/index.html`]);
    expect(settings.entry).toBe(`${CDN}portal-cliente.js`);
    expect([...settings.files]).toEqual([
      [`${CDN}portal-cliente.js`, 'sha384-entry'],
      [`${CDN}chunks/home-screen-abc.js`, 'sha384-home'],
      [`${CDN}assets/card-xyz.webp`, 'sha384-card'],
    ]);
    expect(settings.version).toBe('1.2.3');
  });

  it("keeps the scope itself and the worker's own folder when the host names neither", () => {
    const plain = workerSettings(`${HOST}/dist/portal-cliente/1.2.3/portal-cliente-sw.js`, `${HOST}/area-do-cliente/`, RELEASE);
    expect([...plain.pages]).toEqual([`${HOST}/area-do-cliente/`]);
    expect(plain.entry).toBe(`${HOST}/dist/portal-cliente/1.2.3/portal-cliente.js`);
  });

  it('never keeps a page of another origin or outside its scope, whatever the host names', () => {
    const named = workerSettings(
      `${HOST}/portal-cliente-sw.js?pages=https://other.example/area-do-cliente/, /contato/ ,/area-do-cliente/`,
      `${HOST}/area-do-cliente/`,
      RELEASE,
    );
    expect([...named.pages]).toEqual([`${HOST}/area-do-cliente/`]);
  });

  it('reads a release folder given without its closing slash as the folder', () => {
    const folder = workerSettings(`${HOST}/sw.js?release=/dist/portal-cliente/1.2.3`, `${HOST}/`, RELEASE);
    expect(folder.entry).toBe(`${HOST}/dist/portal-cliente/1.2.3/portal-cliente.js`);
  });
});

describe('offlineRoute', () => {
  it('asks the network first for a named page, whatever its query and hash, and keeps it under its path', () => {
    expect(offlineRoute(settings, navigate(`${HOST}/area-do-cliente/?utm_source=email#/agenda`))).toEqual({
      kind: 'page',
      key: `${HOST}/area-do-cliente/`,
    });
  });

  it("leaves the host's other pages to the network", () => {
    for (const url of [`${HOST}/`, `${HOST}/area-do-cliente/outra`, `${HOST}/contato/`])
      expect(offlineRoute(settings, navigate(url)), url).toEqual({ kind: 'network' });
  });

  it('asks the network first for the entry, which changes with each release on the evergreen path', () => {
    expect(offlineRoute(settings, load(`${CDN}portal-cliente.js`))).toEqual({ kind: 'entry', key: `${CDN}portal-cliente.js` });
  });

  it("serves the release's chunks and images from what it kept, a retry's query included", () => {
    expect(offlineRoute(settings, load(`${CDN}chunks/home-screen-abc.js?retry=2`))).toEqual({
      kind: 'file',
      key: `${CDN}chunks/home-screen-abc.js`,
    });
    expect(offlineRoute(settings, { method: 'GET', url: `${CDN}assets/card-xyz.webp`, mode: 'no-cors' })).toEqual({
      kind: 'file',
      key: `${CDN}assets/card-xyz.webp`,
    });
  });

  it('leaves the API to the network: sign-in, refresh, reads and every write', () => {
    for (const [method, url] of [
      ['POST', `${HOST}/api/login`],
      ['POST', `${HOST}/api/RefreshToken`],
      ['GET', `${HOST}/api/home`],
      ['GET', `${HOST}/api/agenda`],
      ['POST', `${HOST}/api/home/42`],
      ['POST', `${HOST}/api/ChangePass`],
    ])
      expect(offlineRoute(settings, load(url, method)), `${method} ${url}`).toEqual({ kind: 'network' });
  });

  it('leaves a write to the network even at a kept URL', () => {
    expect(offlineRoute(settings, load(`${CDN}chunks/home-screen-abc.js`, 'POST'))).toEqual({ kind: 'network' });
    expect(offlineRoute(settings, { method: 'POST', url: `${HOST}/area-do-cliente/`, mode: 'navigate' })).toEqual({ kind: 'network' });
  });

  it('leaves files the release does not list to the network: another release, another origin, the same name elsewhere', () => {
    for (const url of [
      'https://cdn.example.net/portal-cliente/1.2.4/chunks/home-screen-abc.js',
      'https://tracker.example/pixel.js',
      `${HOST}/chunks/home-screen-abc.js`,
      `${HOST}/host.css`,
    ])
      expect(offlineRoute(settings, load(url)), url).toEqual({ kind: 'network' });
  });
});
