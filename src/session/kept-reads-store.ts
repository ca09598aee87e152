import { number, record, string, type as shape, unknown } from 'superstruct';
import { validCopy } from '../lib/fields/valid-copy';
import type { SafeStorage } from './safe-storage';
import type { SessionStore } from './session-store';

/** One read's last answers (by call path), and when they were read (ms since the epoch). */
export interface KeptRead {
  at: number;
  answers: Record<string, unknown>;
}

/** What is stored: whose reads these are, and each event's reads by name. Read back through this schema. */
const Stored = shape({
  email: string(),
  events: record(string(), record(string(), shape({ at: number(), answers: record(string(), unknown()) }))),
});

/**
 * The most this keeps, as stored text (JSON characters). Storage is the host's origin's and a few
 * megabytes at most; a customer's reads are tens of kilobytes. Past this the other events' reads go
 * first, then this read is not kept.
 */
export const KEPT_MAX_CHARS = 300_000;

/**
 * How long a kept answer may be shown: 30 days. Charges fall due month by month, so a finance read
 * older than a month has missed at least one due date and one payment; the schedule and the team
 * change as the event nears. Kept answers are for the event day with no signal, on a device used in
 * the weeks before (docs/resilience.md, "Offline"); an older one says less than nothing.
 */
export const KEPT_MAX_AGE_MS = 30 * 24 * 3_600_000;

/** Fields that let a customer pay: never kept, so nothing kept can ever be paid with (docs/resilience.md, "Offline"). */
const ACTING_FIELDS = new Set(['pixCopiaECola', 'linhaDigitavel', 'urlBoleto']);

const withoutActingFields = (answer: unknown): unknown =>
  JSON.parse(JSON.stringify(answer, (field, value: unknown) => (ACTING_FIELDS.has(field) ? null : value)) ?? 'null');

/**
 * The last answer of each read the signed-in customer's screens made, per event, kept on the device
 * to show (never to act on) when the network fails. Under the storage prefix, in one key that
 * names its customer: another customer's, a value that fails its schema, or a stored text too long,
 * reads as nothing and is removed. The session store removes it on sign-in and sign-out.
 */
export function keptReadsStore(storage: SafeStorage) {
  const load = (email: string) => {
    const stored = validCopy(storage.read<unknown>('keptReads'), Stored);
    if (stored?.email === email) return stored;
    if (stored) storage.remove('keptReads');
    return { email, events: {} };
  };
  return {
    /** The kept answers of read `name` for this customer and event, or null (also once older than {@link KEPT_MAX_AGE_MS}). */
    read(email: string, idEvento: string, name: string, now: number = Date.now()): KeptRead | null {
      const read = load(email).events[idEvento]?.[name];
      return read && now - read.at < KEPT_MAX_AGE_MS ? read : null;
    },
    /** Keeps `answers` as read `name`'s last, without the fields that pay. */
    keep(email: string, idEvento: string, name: string, answers: Record<string, unknown>, at: number = Date.now()) {
      const kept = load(email);
      const read = { at, answers: withoutActingFields(answers) as Record<string, unknown> };
      const events = { ...kept.events, [idEvento]: { ...kept.events[idEvento], [name]: read } };
      // The other events' reads leave first, oldest read first.
      const latest = (id: string) => Math.max(...Object.values(events[id] ?? {}).map((entry) => entry.at));
      const others = Object.keys(events)
        .filter((id) => id !== idEvento)
        .sort((a, b) => latest(a) - latest(b));
      let text = JSON.stringify({ email, events });
      while (text.length > KEPT_MAX_CHARS && others.length > 0) {
        delete events[others.shift()!];
        text = JSON.stringify({ email, events });
      }
      if (text.length > KEPT_MAX_CHARS) return;
      storage.write('keptReads', { email, events });
    },
  };
}
export type KeptReadsStore = ReturnType<typeof keptReadsStore>;

const stores = new WeakMap<SessionStore, KeptReadsStore>();

/** The kept reads of a session's storage, made on first use by the signed-in screens (the sign-in's code stays without it). */
export function keptReadsOf(session: SessionStore): KeptReadsStore {
  let store = stores.get(session);
  if (!store) {
    store = keptReadsStore(session.storage);
    stores.set(session, store);
  }
  return store;
}
