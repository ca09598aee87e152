import { refine, string } from 'superstruct';

/** One rule of a form field: a test and its message when it fails (docs/product.md, "Validation rules"). */
export type Check = readonly [ok: (value: string) => boolean, message: string];

/**
 * A text field checked rule by rule, in the order the rules are written (required before format); the first
 * failing rule's message is the field's error.
 */
export const field = (...checks: Check[]) => refine(string(), 'rules', (value) => checks.find(([ok]) => !ok(value))?.[1] ?? true);

export const filled = (value: string) => value.trim() !== '';
