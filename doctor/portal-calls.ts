import * as accountCalls from '../src/api/account-calls';
import type { ApiClient, ApiRequest } from '../src/api/client';
import * as currentEventCalls from '../src/api/current-event-calls';
import * as eventCalls from '../src/api/event-calls';
import { LoginAnswer } from '../src/api/schemas';
import type { AnswerSchema } from './answer-fields-of';

/** One call the portal makes, as its own call functions (src/api/*-calls.ts) describe it. */
export interface PortalCall {
  /** The call function's name (getFinance, login...). */
  name: string;
  method: 'GET' | 'POST';
  /** The path as documented, an id in it named: '/api/home/{idEvento}'. */
  endpoint: string;
  schema: AnswerSchema;
  /** Sends the session's access token (false: login, first access, recovery, refresh). */
  signedIn: boolean;
  /** The statuses that count as success. */
  ok: readonly number[];
  /** Only reads: the doctor may call it without changing anything. */
  read: boolean;
  /** The request the portal would send, for an id or body given. */
  request: (argument?: unknown) => ApiRequest<unknown>;
}

type CallFunction = (api: ApiClient, argument: never) => Promise<unknown>;

/** Runs a call function against a client that only records the request it was asked for. */
function recorded(call: CallFunction, argument: unknown): ApiRequest<unknown> {
  let request: ApiRequest<unknown> | undefined;
  const recorder: ApiClient = {
    request: (asked) => {
      request = asked as ApiRequest<unknown>;
      return new Promise(() => {});
    },
    read: () => {
      throw new Error('not a client');
    },
  };
  void call(recorder, argument as never);
  if (!request) throw new Error(`${call.name} asked for no request`);
  return request;
}

/**
 * Every call the portal makes, taken from its call functions by calling each with a recording
 * client: the same paths, methods and schemas the screens use, never a copy. RefreshToken is not a
 * call function (the client makes it after a 'Token Inválido!'): src/api/refresh-session.ts sends
 * it with no body and the refresh token as the bearer, and reads its answer as a login's.
 */
export function portalCalls(): PortalCall[] {
  const modules: [Record<string, CallFunction>, boolean][] = [
    [accountCalls, false],
    [currentEventCalls, true],
    [eventCalls, true],
  ];
  const calls: PortalCall[] = modules.flatMap(([module, data]) =>
    Object.entries(module).map(([name, call]) => {
      const sample = recorded(call, name === 'selectEvent' ? '{idEvento}' : {});
      const request = (argument?: unknown) => recorded(call, argument);
      return {
        name,
        method: sample.method,
        endpoint: sample.endpoint ?? sample.path,
        schema: sample.schema,
        signedIn: (sample.auth ?? 'session') === 'session',
        ok: sample.ok ?? [200],
        // The data calls only read; selecting the event already current changes nothing either.
        read: data,
        request,
      };
    }),
  );
  const refresh: ApiRequest<LoginAnswer> = { method: 'POST', path: '/api/RefreshToken', schema: LoginAnswer, auth: 'none' };
  calls.push({
    name: 'refreshToken',
    method: 'POST',
    endpoint: refresh.path,
    schema: LoginAnswer,
    signedIn: false,
    ok: [200],
    read: false,
    request: () => refresh as ApiRequest<unknown>,
  });
  return calls;
}
