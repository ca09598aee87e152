// @engines chromium: reading a broken answer is the portal's logic, the same in every engine
import { describe, it } from 'vitest';
import { useE2e } from '../../test-kit/use-e2e';
import { CALLS, runCase } from '../../test-kit/faults-calls';

/* The broken servers through the screens (test-kit/faults-calls.ts): each call of the API once, from the screen that makes it. */

// Each case starts from the seed (codes, throttles, current events, sessions) with no fault armed.
const e2e = useE2e({ pages: 'warm' });

describe('each call against a broken server, from its screen', () => {
  it.each(CALLS)('$call against $kind: a clear pt-BR message, a way to retry, the session kept, and the retry works', async (spec) => {
    await runCase(e2e, spec, spec.kind);
  });
});
