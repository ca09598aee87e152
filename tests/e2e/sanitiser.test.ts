import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SPEC_VECTORS } from '../fixtures/spec-xss-vectors';
import { ANA, DESKTOP, signInThroughUi } from '../support/browser';
import { useE2e } from '../support/use-e2e';

/*
 * Issue 7: every payload of DOMPurify's own suite, plus the spec's rules, rendered through the
 * services overlay in a real browser (DOMPurify is not safe under happy-dom). A trap records any script
 * that runs; a self-test proves the trap fires on the same payloads unsanitised.
 */
const suite = JSON.parse(readFileSync(new URL('../../../shared/vectors/dompurify-xss.json', import.meta.url), 'utf8')) as {
  vectors: { title: string; payload: string }[];
};
const VECTORS = [...suite.vectors, ...SPEC_VECTORS];
const WEDDING = 41587;

const e2e = useE2e();

function installTrap() {
  const hits: string[] = [];
  (window as unknown as { __xss: string[] }).__xss = hits;
  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const)
    (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      hits.push(`${name}(${args.join(',')})`);
    };
}

const hits = (page: Page) => page.evaluate(() => (window as unknown as { __xss: string[] }).__xss.splice(0));

async function post(path: string, body?: unknown) {
  const answer = await fetch(e2e.apiUrl + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
}

describe('the services overlay sanitiser', () => {
  it(`renders all ${VECTORS.length} XSS payloads with no script run and no forbidden attribute left`, async () => {
    await post('/dev/servicos', {
      idEvento: WEDDING,
      servicos: VECTORS.map((vector, i) => ({ servico: `Vetor ${String(i + 1).padStart(3, '0')}`, unidade: 'un', quantidade: 1, anexoHTML: vector.payload })),
    });
    const context = await e2e.newContext({ viewport: DESKTOP });
    await context.addInitScript(installTrap);
    // Self-test, in a page of its own: the same payloads, unsanitised, set off the trap.
    const scratchPage = await context.newPage();
    await scratchPage.goto(`${e2e.demoUrl}/`);
    await scratchPage.evaluate((payloads) => {
      const scratch = document.createElement('div');
      document.body.append(scratch);
      for (const payload of payloads) scratch.insertAdjacentHTML('beforeend', payload);
      scratch.querySelectorAll('[onmouseover],[onclick],[onfocus]').forEach((el) => {
        el.dispatchEvent(new MouseEvent('mouseover'));
        el.dispatchEvent(new MouseEvent('click', { bubbles: false }));
      });
    }, VECTORS.map((v) => v.payload));
    // The handlers of broken images and the like fire as their loads fail.
    await expect
      .poll(() => scratchPage.evaluate(() => (window as unknown as { __xss: string[] }).__xss.length), { message: 'the trap fires on unsanitised payloads' })
      .toBeGreaterThan(10);

    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.demoUrl}/#/conta`);
    await signInThroughUi(page, ANA);
    const portal = page.locator('portal-cliente');
    await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    await page.evaluate(() => (location.hash = '#/servicos'));
    await portal.getByRole('button', { name: 'Vetor 001' }).waitFor();

    const findings = await page.evaluate(async (count) => {
      const root = document.querySelector('portal-cliente')!.shadowRoot!;
      const problems: string[] = [];
      const wait = async (check: () => boolean) => {
        for (let i = 0; i < 200 && !check(); i++) await new Promise((done) => setTimeout(done, 10));
        return check();
      };
      for (let i = 1; i <= count; i++) {
        const name = `Vetor ${String(i).padStart(3, '0')}`;
        const button = [...root.querySelectorAll<HTMLButtonElement>('button.pc-row-action')].find((b) => b.textContent === name);
        if (!button) {
          problems.push(`${name}: no row`);
          continue;
        }
        button.click();
        const settled = await wait(() => {
          const body = root.querySelector('dialog[open] .pc-modal-body');
          return Boolean(body && !body.querySelector('[aria-busy="true"]'));
        });
        const dialog = root.querySelector('dialog[open]')!;
        const body = dialog?.querySelector('.pc-modal-body');
        if (!settled || !body) {
          problems.push(`${name}: the overlay did not open`);
          continue;
        }
        // Handlers that fire on their own (onerror, onload) have had their chance once every image
        // has loaded or failed.
        await wait(() => [...body.querySelectorAll('img')].every((img) => img.complete));
        for (const el of body.querySelectorAll('*')) {
          if (el.localName === 'script') problems.push(`${name}: <script> survived`);
          for (const attr of el.attributes) {
            const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
            if (attr.name.toLowerCase().startsWith('on')) problems.push(`${name}: ${attr.name} survived`);
            if (attr.name.toLowerCase() === 'style') problems.push(`${name}: style survived`);
            if (value.includes('javascript:')) problems.push(`${name}: javascript: in ${attr.name}`);
            if (['src', 'href', 'xlink:href'].includes(attr.name.toLowerCase()) && value.includes('data:text/html'))
              problems.push(`${name}: data:text/html in ${attr.name}`);
          }
          if (el.localName === 'a' && el.hasAttribute('href')) {
            const rel = (el.getAttribute('rel') ?? '').split(/\s+/);
            if (el.getAttribute('target') !== '_blank' || !rel.includes('noopener') || !rel.includes('noreferrer'))
              problems.push(`${name}: link without target=_blank rel="noopener noreferrer"`);
          }
        }
        (dialog.querySelector('button[aria-label="Fechar"]') as HTMLButtonElement).click();
        await wait(() => !root.querySelector('dialog[open]'));
      }
      return problems;
    }, VECTORS.length);

    expect(findings).toEqual([]);
    expect(await hits(page), 'scripts that ran').toEqual([]);
    expect(errors).toEqual([]);
  });
});
