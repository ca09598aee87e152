// @ts-check
// A Markdown table as GitHub shows it, for the generated pages (build-steps/api-tables.mjs and
// build-steps/call-tables.mjs).

/** A table cell: one line, and a `|` that would end the cell escaped (GitHub's tables, code spans too). */
export const cell = (/** @type {string} */ text) => {
  const line = text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
  return line.charAt(0).toUpperCase() + line.slice(1);
};

export const code = (/** @type {string} */ text) => `\`${text}\``;

/** @param {string[]} head @param {string[][]} rows */
export const table = (head, rows) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join('\n');
