const LOCALE = 'pt-BR';

/**
 * Writes a person's name in title case: every word longer than 2 characters
 * starts with a capital and the rest is lowercase; words of 1-2 characters are lowercased.
 * Repeated spaces are collapsed and the ends trimmed.
 *
 * The rule is by length only, so three-letter particles such as "dos" are capitalised too.
 *
 * @param name - The name as stored, e.g. "ANA PAULA DE SOUZA".
 * @returns The formatted name, e.g. "Ana Paula de Souza".
 */
export function formatName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map(formatWord)
    .join(' ');
}

function formatWord(word: string): string {
  // Spread by code point so a letter outside the BMP counts as one character.
  const [first = '', ...rest] = [...word];
  if (rest.length < 2) return word.toLocaleLowerCase(LOCALE);
  return first.toLocaleUpperCase(LOCALE) + rest.join('').toLocaleLowerCase(LOCALE);
}
