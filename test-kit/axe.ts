import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core inside `<portal-cliente>` (open shadow roots included) with the WCAG 2.0/2.1/2.2
 * A and AA rules, target-size among them. The host page's own markup is not ours to judge.
 * `within` narrows it to one part of the portal (a selector inside its shadow root).
 */
export async function axeViolations(page: Page, within?: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (part) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    // axe treats a `position: sticky` element as sitting wherever the current scroll put it, so the
    // help launcher floating over a row would fail that row's target size at one scroll position and
    // not at the next (dequelabs/axe-core#3720). Measure with sticky elements in their own place in
    // the flow, as that issue proposes; focus hidden behind the floating launcher is tested apart
    // (a11y-focus.test.ts).
    const root = document.querySelector('portal-cliente')!.shadowRoot!;
    const sticky = [...root.querySelectorAll<HTMLElement>('*')].filter((element) => getComputedStyle(element).position === 'sticky');
    for (const element of sticky) element.style.setProperty('position', 'relative', 'important');
    const result = await axe
      .run(
        { include: part ? [{ fromShadowDom: ['portal-cliente', part] }] : [['portal-cliente']] },
        {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
          rules: { 'target-size': { enabled: true } },
          resultTypes: ['violations'],
        },
      )
      .finally(() => {
        for (const element of sticky) element.style.removeProperty('position');
      });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  }, within);
}
