import { describe, expect, it } from 'vitest';
import { createHostSignals } from '../../src/runtime/host-signals';

/*
 * The runtime's channel to the host page (docs/host-api.md), on a real shadow root: the rules that
 * the e2e tests cannot reach on their own, such as a data warning also reaching the error channel.
 */
function portalOnPage() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const heard: { type: string; detail: unknown }[] = [];
  for (const type of ['portal-cliente:data-warning', 'portal-cliente:error', 'portal-cliente:ready', 'portal-cliente:action'])
    document.addEventListener(type, (event) => heard.push({ type, detail: (event as CustomEvent).detail }));
  let path = '/financeiro';
  const signals = createHostSignals(root, () => path);
  return { root, heard, signals, goTo: (next: string) => (path = next) };
}

describe('the host signals of one portal', () => {
  it("reports each data warning also as a recovered 'data' error, naming the endpoint and the count only", () => {
    const { signals, heard } = portalOnPage();
    signals.emit(
      'portal-cliente:data-warning' as never,
      { endpoint: 'GET /api/financeiro', count: 2, fields: ['valorDocumento'] } as never,
    );
    expect(heard).toEqual([
      { type: 'portal-cliente:data-warning', detail: { endpoint: 'GET /api/financeiro', count: 2, fields: ['valorDocumento'] } },
      {
        type: 'portal-cliente:error',
        detail: { kind: 'data', endpoint: 'GET /api/financeiro', message: '2 items left out', recovered: true },
      },
    ]);
    // Any other event is only itself.
    signals.emit('portal-cliente:navigate', { path: '/agenda' });
    expect(heard.filter((event) => event.type === 'portal-cliente:error')).toHaveLength(1);
  });

  it('says ready once, with the path then', () => {
    const { signals, heard, goTo } = portalOnPage();
    signals.announceReady(true);
    goTo('/agenda');
    signals.announceReady(true);
    expect(heard).toEqual([{ type: 'portal-cliente:ready', detail: { path: '/financeiro', signedIn: true } }]);
  });

  it('counts a click on a marked element (or inside one) once, and none after it stops', () => {
    const { root, signals, heard } = portalOnPage();
    root.innerHTML = '<button data-action="pix-open"><span>Pagar com Pix</span></button><button>Outro</button>';
    const stop = signals.watchActions();
    root.querySelector('span')!.click();
    root.querySelectorAll('button')[1].click();
    stop();
    root.querySelector('button')!.click();
    expect(heard).toEqual([{ type: 'portal-cliente:action', detail: { action: 'pix-open', path: '/financeiro' } }]);
  });
});
