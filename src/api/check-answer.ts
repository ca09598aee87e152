import { create, type Struct } from 'superstruct';
import { ApiError } from './api-error';

/** A successful answer's body as the call's type, or the ApiError that says it is malformed. */
export function checkAnswer<T>(data: unknown, schema: Struct<T, unknown>, status = 200): T {
  try {
    // `create` applies coercions; `type()` schemas keep unknown fields. No body at all (an empty
    // 200, a 204) is `null`: an empty list where a list was asked for, the success an account
    // call's spec gives it (./schemas.ts), an error for anything else.
    return create(data === '' || data === undefined ? null : data, schema);
  } catch {
    // StructError messages quote the received value, which may hold tokens: never pass them on.
    // Building that message throws a TypeError of its own on an object whose toString is not a
    // function: the same malformed answer.
    throw new ApiError('invalid', status);
  }
}
