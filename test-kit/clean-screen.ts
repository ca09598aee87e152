import { expect } from 'vitest';

/** What no screen, modal, printout or host event may show where a value belongs. */
export const FORBIDDEN = /\bnull\b|\bundefined\b|\bNaN\b|Invalid Date|\[object Object\]/;

/** Attributes that carry text a person meets (read aloud, hovered, followed). */
const TEXT_ATTRIBUTES = ['href', 'title', 'aria-label', 'alt', 'download', 'data-label', 'placeholder', 'value'];

/**
 * Fails when the tree's text or its readable attributes hold a forbidden word, or when a table cell
 * or a definition (a labelled value) is empty: '—' is the one way to say a value is missing.
 */
export function expectCleanScreen(root: ParentNode, where: string) {
  const text = (root as Node).textContent ?? '';
  expect(text, `${where}: text`).not.toMatch(FORBIDDEN);
  for (const element of root.querySelectorAll('*')) {
    for (const name of TEXT_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null) expect(value, `${where}: ${element.tagName.toLowerCase()}[${name}]`).not.toMatch(FORBIDDEN);
    }
  }
  for (const cell of root.querySelectorAll('td, dd')) {
    expect(
      cell.textContent?.trim(),
      `${where}: an empty ${cell.tagName.toLowerCase()} (${cell.getAttribute('data-label') ?? ''})`,
    ).not.toBe('');
  }
}

/** The discreet note's words for `count` items left out, or null when none were. */
export const skippedNote = (count: number) =>
  count === 0 ? null : count === 1 ? '1 item não pôde ser exibido.' : `${count} itens não puderam ser exibidos.`;

/** The note a screen shows (its text), or null. */
export const noteIn = (root: ParentNode) => root.querySelector('.pc-skipped')?.textContent ?? null;
