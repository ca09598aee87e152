import fc from 'fast-check';
import { propertyRuns } from './property-runs';

/*
 * Generated answers of the provider's API on a bad day, messy but plausible: every shown-only field
 * null, missing, or in one of the forms a SQL-backed .NET backend sends (numbers as text with a
 * decimal comma, thousands dots, dates with or without milliseconds, offset, "Z" or time, a date at
 * UTC midnight, dd/MM/yyyy HH:mm, the old "/Date(ms)/", flags as "S"/"N" and 1/0, text with HTML
 * entities), 0 to 3 rows the portal cannot read (a null id or name, or not an object at all), rows
 * a join repeated, and a list sent as `null`. Text comes from a fixed vocabulary, so a forbidden
 * word ("null") on a screen can only come from the portal.
 */

const WORDS = [
  'Ana Paula',
  'BRUNO COSTA',
  'Salão Nobre',
  'Degustação',
  'Buffet completo',
  'Casamento',
  'Formatura',
  'Mesa posta',
  'Espaço Villa Jardim',
  'Aditivo',
  'Em aberto',
  'Pago',
  'Vencido',
  'Boleto',
  'unidade',
  'pessoa',
];

/** A key whose arbitrary gives `undefined` is left out of the object: a missing key. */
const MISSING = undefined;

/** Words as an ERP escapes them for a web page, and the text the portal must show for each. */
const ESCAPED_WORDS: Readonly<Record<string, string>> = {
  'Casamento Ana &amp; Rafael': 'Casamento Ana & Rafael',
  'Villa Jardim &#8211; Salão': 'Villa Jardim – Salão',
  'Sal&atilde;o Nobre': 'Salão Nobre',
  'Degusta&#231;&#xE3;o': 'Degustação',
  'Caf&eacute; &amp; Doces': 'Café & Doces',
};

export const word = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...WORDS) }, fc.constantFrom(...Object.keys(ESCAPED_WORDS)));

/** The text the portal shows for a generated text field: trimmed, entities decoded, a number as digits; else null. */
export function plainText(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || value.trim() === '') return null;
  return ESCAPED_WORDS[value.trim()] ?? value.trim();
}

/** Shown-only text: a word, a number, or nothing in one of its forms. */
export const shownText = fc.oneof(
  { weight: 3, arbitrary: word },
  fc.integer({ min: 1, max: 99999 }),
  fc.constantFrom(null, MISSING, '', '   ', {}, []),
);

const brAmount = (cents: number) => {
  const [whole, fraction] = (Math.abs(cents) / 100).toFixed(2).split('.');
  return `${cents < 0 ? '-' : ''}${whole!.replace(/\B(?=(\d{3})+$)/g, '.')},${fraction}`;
};

/** Shown-only money or count: a number, pt-BR text ("15.800,50", "R$ 3.200,00"), plain text ("1234.5"), or nothing. */
export const shownAmount = fc.oneof(
  fc.integer({ min: -100_000_00, max: 100_000_000_00 }).map((cents) => cents / 100),
  fc.integer({ min: 0, max: 100_000_000_00 }).map(brAmount),
  fc.integer({ min: 0, max: 100_000_000_00 }).map((cents) => `R$ ${brAmount(cents)}`),
  fc.integer({ min: 0, max: 10_000_000 }).map((cents) => (cents / 100).toFixed(2)),
  fc.constantFrom(null, MISSING, '', 'abc', 'R$ ???', {}, true),
);

/** Dates no reader can make a day of (a number may be seconds or milliseconds: refused too). */
export const UNREADABLE_DATES: readonly unknown[] = [null, MISSING, '', 'amanhã', '2027-02-31', '0000-00-00T00:00:00', 1715800000000];

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** Shown-only date: a day within about a year of today in one of the backends' forms, or nothing. */
export const shownDate = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.integer({ min: -400, max: 400 }), fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 11 }))
      .map(([days, minutes, form]) => {
        const day = new Date(Date.now() + days * 86_400_000);
        const ymd = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
        const time = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
        return [
          `${ymd}T${time}`,
          `${ymd}T${time}.997`,
          `${ymd}T${time}.1234567`,
          `${ymd}T${time}-03:00`,
          `${ymd}T${time}.000Z`,
          `${ymd} ${time}.000`,
          ymd,
          `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`,
          `/Date(${day.getTime()}-0300)/`,
          // A SQL date serialised by .NET at UTC midnight, and a pt-BR date and time.
          `${ymd}T00:00:00.000Z`,
          `${ymd}T00:00:00+00:00`,
          `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()} ${time.slice(0, 5)}`,
        ][form]!;
      }),
  },
  fc.constantFrom(...UNREADABLE_DATES),
);

/** Shown-only yes/no in every form, or nothing. */
export const shownFlag = fc.constantFrom(true, false, 1, 0, 'S', 'N', 's', 'n', 'true', 'false', null, MISSING, 'talvez');

/** A readable id: a number, or the same as text, padded as a CHAR column pads it. */
export const goodId = fc.integer({ min: 1, max: 999_999 }).chain((n) => fc.constantFrom<number | string>(n, String(n), ` ${n} `));
/** What no action may post. */
export const badId = fc.constantFrom(null, MISSING, '', '   ', {}, [], true, 1.5, -3);
/** What no row may be named by. */
export const badLabel = fc.constantFrom(null, MISSING, '', '   ', {}, []);

/** An object without the keys whose value came out `undefined`. */
export function record<T extends Record<string, fc.Arbitrary<unknown>>>(fields: T): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(fields).map((value) => Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)));
}

/** The key a row's id is read as (the portal trims it), for unique rows. */
export const idKey = (value: unknown) => String(value).trim();

/**
 * A list answer: unique readable rows, 0 to 3 broken ones (a row with one needed field made
 * unreadable, or an item that is no object), shuffled together, and 0 to 2 readable rows sent again
 * right after themselves (a join that matched them twice); or, now and then, `null` (no rows yet).
 * `broken` counts what the portal must leave out: the broken rows and the repeated ones.
 *
 * @param good - A readable row.
 * @param needed - The fields a row cannot do without, each broken in turn.
 * @param key - What makes two rows the same for the portal (their id, or what they show), for unique rows.
 */
export function messyList(
  good: fc.Arbitrary<Record<string, unknown>>,
  needed: Record<string, fc.Arbitrary<unknown>>,
  key: (row: Record<string, unknown>) => string,
  { maxGood = 6 } = {},
) {
  const broken = fc.oneof(
    fc.constantFrom(null, 'linha quebrada', 42, []),
    fc.tuple(good, fc.constantFrom(...Object.keys(needed))).chain(([row, field]) =>
      needed[field]!.map((bad) => {
        const copy = { ...row };
        if (bad === undefined) delete copy[field];
        else copy[field] = bad;
        return copy;
      }),
    ),
  );
  const list = fc
    .tuple(
      fc.uniqueArray(good, { maxLength: maxGood, selector: key }),
      fc.array(broken, { maxLength: 3 }),
      fc.nat(),
      fc.array(fc.nat(), { maxLength: 2 }),
    )
    .map(([rows, bad, seed, repeats]) => {
      const all: unknown[] = [...rows];
      // Repeated rows right after their first copy, as a join sends them.
      const twice = rows.length === 0 ? [] : [...new Set(repeats.map((n) => rows[n % rows.length]!))];
      for (const row of twice) all.splice(all.indexOf(row) + 1, 0, { ...row });
      // Broken rows anywhere, the readable ones keeping their order.
      bad.forEach((row, index) => all.splice((seed + index * 7) % (all.length + 1), 0, row));
      return { answer: all as unknown[] | null, good: rows, broken: bad.length + twice.length };
    });
  return fc.oneof({ weight: 9, arbitrary: list }, fc.constant({ answer: null, good: [] as Record<string, unknown>[], broken: 0 }));
}

/** Numbers of generated answers per endpoint: enough variety, few enough to keep the suite fast. */
export const RUNS = propertyRuns(20);
