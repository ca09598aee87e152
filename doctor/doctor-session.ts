import type { SessionTokens } from '../src/api/tokens';
import type { LoginAnswer } from '../src/api/schemas';

/**
 * The doctor's own session, in memory: the tokens the portal's client sends and renews. One process,
 * one "tab", so a refresh is never another tab's to adopt (storage claims are refused, as in a
 * browser with storage blocked: src/api/refresh-lock.ts).
 */
export function doctorSession() {
  let current: { token: string; refreshToken: string } | null = null;
  let renewals = 0;
  const tokens: SessionTokens = {
    token: () => current?.token,
    reload: () => current,
    renew: (answer: LoginAnswer) => {
      renewals += 1;
      current = { token: answer.access_token, refreshToken: answer.refresh_token };
    },
    expire: () => {
      current = null;
    },
    subscribe: () => () => {},
    refreshScope: { lockName: 'portal-cliente-doctor', readClaim: () => null, writeClaim: () => false, removeClaim: () => {} },
  };
  return {
    tokens,
    get current() {
      return current;
    },
    set(next: { token: string; refreshToken: string } | null) {
      current = next;
    },
    get renewals() {
      return renewals;
    },
  };
}
