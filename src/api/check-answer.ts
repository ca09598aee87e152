import { create, type Struct } from 'superstruct';
import { ApiError } from './api-error';

/** A successful answer's body as the call's type, or the ApiError that says it is malformed. */
export function checkAnswer<T>(data: unknown, schema: Struct<T, unknown>, status = 200): T {
  try {
    // `create` applies coercions; `type()` schemas keep unknown fields.
    return create(data === '' ? undefined : data, schema);
  } catch {
    // StructError messages quote the received value, which may hold tokens: never pass them on.
    // Building that message throws a TypeError of its own on an object whose toString is not a
    // function: the same malformed answer.
    throw new ApiError('invalid', status);
  }
}
