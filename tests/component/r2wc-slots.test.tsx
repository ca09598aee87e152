import r2wc from '@r2wc/react-to-web-component';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { R2WC_CONTEXT, R2WC_PROPS, R2WC_RENDER } from '../../src/element/r2wc-slots';

/*
 * The element patches r2wc through private slots (src/element/r2wc-slots.ts): attribute removal,
 * moves without a remount, the manualFiles property. r2wc does not promise them, so the package is
 * pinned exactly, and these checks fail loudly when an upgrade moves or renames a slot.
 */

const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Record<string, unknown>;

type Slotted = HTMLElement & Record<symbol, unknown>;

function Greeting({ name }: { name?: string }) {
  return <p>Olá, {name ?? 'visitante'}</p>;
}

customElements.define('r2wc-slots-probe', r2wc(Greeting as never, { shadow: 'open', props: { name: 'string' } }));

describe("r2wc's private slots", () => {
  it('are used under an exact pin: package.json names one version, the one installed', () => {
    const wanted = (readJson('../../package.json').dependencies as Record<string, string>)['@r2wc/react-to-web-component'];
    expect(wanted, 'no range: an upgrade is a deliberate change that reruns this file').toMatch(/^\d+\.\d+\.\d+$/);
    expect(readJson('../../node_modules/@r2wc/react-to-web-component/package.json').version).toBe(wanted);
  });

  it('hold the props, render from them, and hold the mounted tree until disconnected', async () => {
    const element = document.createElement('r2wc-slots-probe') as Slotted;
    element.setAttribute('name', 'Ana');
    expect(element[R2WC_PROPS], 'the props slot').toMatchObject({ name: 'Ana' });
    expect(typeof element[R2WC_RENDER], 'the render slot').toBe('function');

    document.body.append(element);
    expect(element[R2WC_CONTEXT], 'the context slot holds the mounted tree').toBeDefined();
    await expect.poll(() => element.shadowRoot?.textContent).toBe('Olá, Ana');

    // What the element does to reset a removed attribute: edit the props, then render.
    delete (element[R2WC_PROPS] as Record<string, unknown>).name;
    (element[R2WC_RENDER] as () => void).call(element);
    await expect.poll(() => element.shadowRoot?.textContent).toBe('Olá, visitante');

    element.remove();
    expect(element[R2WC_CONTEXT], 'unmounted once disconnected').toBeUndefined();
  });
});
