import { describe, expect, it } from 'vitest';
import { brokenLinks, headingsOf, namesHeading, type Broken } from '../../test-kit/repo-links.ts';

/*
 * Every link of the repo's Markdown and every page, heading or file its pages and code comments
 * name leads somewhere (docs/testing.md, "Links and mentions" says what counts).
 */
const broken = brokenLinks();
const lines = (found: Broken[]) => found.map(({ at, says, missing }) => `${at}: ${says} (${missing})`);

describe('links and mentions', () => {
  it('finds every linked file and heading, and every named file and heading', () => {
    expect(lines(broken), 'each line: where, what it says, what is missing').toEqual([]);
  });

  it("computes a heading's anchor as GitHub does: lower case, punctuation gone, accents kept, repeats numbered", () => {
    const page = [
      '# São Paulo’s clock',
      '## `api/` knows *nothing* of [the session](x.md)',
      '## Budgets',
      '## Budgets',
      '```',
      '# not a heading',
      '```',
    ].join('\n');
    expect([...headingsOf(page).anchors]).toEqual(['são-paulos-clock', 'api-knows-nothing-of-the-session', 'budgets', 'budgets-1']);
  });

  it('takes a quoted heading as the whole heading or its first words, never a part of a word', () => {
    const headings = headingsOf("## After paying: 'Já paguei'\n## Embed it\n");
    expect(namesHeading(headings, 'After paying')).toBe(true);
    expect(namesHeading(headings, 'embed it')).toBe(true);
    expect(namesHeading(headings, 'Embedding')).toBe(false);
    expect(namesHeading(headings, 'Embed i')).toBe(false);
  });
});
