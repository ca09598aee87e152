import { describe, it } from 'vitest';
import { FAULT_KINDS } from '../support/faults';
import { useE2e } from '../support/use-e2e';
import { callsIn, runCase } from './faults-calls';

/* The broken-server matrix (./faults-calls.ts) for the data screens' calls. */

// Each case starts from the seed (codes, throttles, current events, sessions) with no fault armed.
const e2e = useE2e({ pages: 'warm' });

describe.each(callsIn('screens'))('$call against a broken server', (spec) => {
  it.each(FAULT_KINDS)('"%s": a clear pt-BR message, a way to retry, the session kept, and the retry works', async (kind) => {
    await runCase(e2e, spec, kind);
  });
});
