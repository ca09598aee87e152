/**
 * A code the API sends for a person to read and a program to compare (a contact's `tipo`, an
 * event's `tipoEvento`), reduced to what it means: without accents, in lower case, without spaces
 * around it or doubled inside it. 'Produção', 'PRODUCAO ' and 'producao' are the same team
 * (docs/resilience.md, "Codes compared by meaning").
 *
 * @example codeKey(' Produção ') // "producao"
 */
export function codeKey(code: string): string {
  return code
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}
