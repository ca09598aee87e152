import { type as shape, type Infer } from 'superstruct';
import { field, filled } from '../../lib/fields/field-rules';
import { parseBrDate } from './parse-br-date';
import { isEmail } from './account-schemas';

/*
 * First access. In a file of its own: the date check brings date-fns' parser,
 * which the other account screens (the login first) must not load.
 */
export const firstAccessSchema = shape({
  idEvento: field([filled, 'ID obrigatório'], [(value) => /^\d+$/.test(value.trim()), 'Deve conter apenas números']),
  dataEvento: field([filled, 'Data obrigatória'], [(value) => parseBrDate(value) !== null, 'Data inválida']),
  email: field([filled, 'E-mail obrigatório'], [isEmail, 'Deve ser um email válido']),
});
export type FirstAccessValues = Infer<typeof firstAccessSchema>;
