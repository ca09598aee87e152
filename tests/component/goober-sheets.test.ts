import { describe, expect, it } from 'vitest';
import { css, gooberSheets, onGooberSheets } from '../../src/styles/sheet';

/*
 * goober's rules reach the shadow roots as constructed sheets. Each batch of new rules goes into a
 * sheet of its own: the browser parses each rule once, instead of the whole text again on every
 * batch as a first screen's chunks render one after the other (docs/performance.md).
 */
const settle = () => new Promise<void>((done) => queueMicrotask(done));
const rulesOf = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(' ');

describe("goober's sheets", () => {
  it('adds a sheet holding only the new rules on each batch, leaving the earlier sheets as they were', async () => {
    const first = gooberSheets();
    expect(first, 'constructable sheets in this DOM').toBeDefined();
    const lists: (readonly CSSStyleSheet[])[] = [];
    const stop = onGooberSheets((next) => lists.push(next));
    try {
      const before = [...(first ?? [])];
      const earlier = before.map(rulesOf);

      const one = css`
        color: rgb(1, 2, 3);
      `;
      await settle();
      const two = css`
        color: rgb(4, 5, 6);
      `;
      const three = css`
        margin: 7px;
      `;
      await settle();

      expect(lists.length, 'one new list per batch').toBe(2);
      const last = lists[1];
      expect(last.slice(0, before.length), 'the earlier sheets are kept, not rebuilt').toEqual(before);
      expect(before.map(rulesOf), 'and not parsed again').toEqual(earlier);
      const added = last.slice(before.length);
      expect(added.length).toBe(2);
      expect(rulesOf(added[0])).toContain(`.${one}`);
      expect(rulesOf(added[0])).not.toContain(`.${two}`);
      expect(rulesOf(added[1])).toContain(`.${two}`);
      expect(rulesOf(added[1])).toContain(`.${three}`);
      expect(gooberSheets()).toBe(last);
    } finally {
      stop();
    }
  });

  it('adds no sheet when a batch brings no new rule', async () => {
    const first = css('color: rgb(8, 9, 10);');
    await settle();
    const before = gooberSheets();
    const again = css('color: rgb(8, 9, 10);');
    await settle();
    expect(again, 'the same rules, the same class').toBe(first);
    expect(gooberSheets()).toBe(before);
  });
});
