import { describe, expect, it } from 'vitest';
import { pendingKey, pendingPaymentsStore } from '../../src/session/pending-payments-store';
import { createSessionStore } from '../../src/session/session-store';
import { memoryStorage } from '../../test-kit/memory-storage';

const ANA = { token: 't', refreshToken: 'r', email: 'ana@example.com', name: 'Ana' };

/** A session on `backing` with Ana signed in, and its pending payments. */
function signedIn(backing: Storage) {
  const session = createSessionStore('pc:', () => backing);
  if (!session.get().user) session.signIn(ANA);
  return { session, store: pendingPaymentsStore(session) };
}

describe('pendingPaymentsStore', () => {
  it("keeps 'Já paguei' under the storage prefix, tells its listeners, and forgets what the API settled", () => {
    const backing = memoryStorage();
    const { store } = signedIn(backing);
    let told = 0;
    store.subscribe(() => told++);
    store.add(pendingKey(42903, '82103'), 1000);
    expect(JSON.parse(backing.getItem('pc:pendingPayments')!)).toEqual({ '42903:82103': 1000 });
    // A second store on the same storage (a new page) reads it back.
    expect(signedIn(backing).store.get()).toEqual({ '42903:82103': 1000 });
    const before = store.get();
    store.remove(['42903:99999']);
    expect(store.get()).toBe(before);
    store.remove(['42903:82103']);
    expect(store.get()).toEqual({});
    expect(backing.getItem('pc:pendingPayments')).toBeNull();
    expect(told).toBe(2);
  });

  it('reads nothing from a stored value it does not recognise', () => {
    const backing = memoryStorage();
    signedIn(backing);
    backing.setItem('pc:pendingPayments', JSON.stringify({ '1:2': 'ontem', x: 5, '3:4': 7 }));
    expect(signedIn(backing).store.get()).toEqual({ '3:4': 7 });
    backing.setItem('pc:pendingPayments', '[1,2]');
    expect(signedIn(backing).store.get()).toEqual({});
  });

  it("ends with the customer: gone at sign-out and at another's sign-in, never written back from memory", () => {
    const backing = memoryStorage();
    const { session, store } = signedIn(backing);
    store.add('1:2', 1000);
    session.signOut();
    expect(backing.getItem('pc:pendingPayments'), 'removed at sign-out').toBeNull();
    expect(store.get(), 'the snapshot follows').toEqual({});
    store.add('1:3', 2000);
    expect(backing.getItem('pc:pendingPayments'), 'no mark without a session').toBeNull();

    session.signIn(ANA);
    store.add('1:2', 1000);
    session.signIn({ ...ANA, email: 'bruno@example.com' });
    expect(store.get(), "Bruno sees none of Ana's marks").toEqual({});
    expect(backing.getItem('pc:pendingPayments')).toBeNull();
  });

  it('writes nothing once another tab signed out, though this tab has not heard yet', () => {
    const backing = memoryStorage();
    const { session, store } = signedIn(backing);
    // Another tab's sign-out, as storage sees it; this tab's memory still holds Ana.
    backing.removeItem('pc:user');
    expect(session.get().user?.email).toBe(ANA.email);
    store.add('1:2', 1000);
    expect(backing.getItem('pc:pendingPayments')).toBeNull();
  });
});
