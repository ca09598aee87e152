import { describe, expect, it } from 'vitest';
import { pendingKey, pendingPaymentsStore } from '../../src/session/pending-payments-store';
import { createSafeStorage } from '../../src/session/safe-storage';
import { memoryStorage } from '../support/memory-storage';

describe('pendingPaymentsStore', () => {
  it("keeps 'Já paguei' under the storage prefix, tells its listeners, and forgets what the API settled", () => {
    const backing = memoryStorage();
    const store = pendingPaymentsStore(createSafeStorage('pc:', () => backing));
    let told = 0;
    store.subscribe(() => told++);
    store.add(pendingKey(42903, '82103'), 1000);
    expect(JSON.parse(backing.getItem('pc:pendingPayments')!)).toEqual({ '42903:82103': 1000 });
    // A second store on the same storage (a new page) reads it back.
    expect(pendingPaymentsStore(createSafeStorage('pc:', () => backing)).get()).toEqual({ '42903:82103': 1000 });
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
    backing.setItem('pc:pendingPayments', JSON.stringify({ '1:2': 'ontem', x: 5, '3:4': 7 }));
    expect(pendingPaymentsStore(createSafeStorage('pc:', () => backing)).get()).toEqual({ '3:4': 7 });
    backing.setItem('pc:pendingPayments', '[1,2]');
    expect(pendingPaymentsStore(createSafeStorage('pc:', () => backing)).get()).toEqual({});
  });
});
