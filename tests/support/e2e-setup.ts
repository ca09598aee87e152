import { beforeEach, inject } from 'vitest';
import { skipReason } from './engine-skips';

// The one place an engine skips a test: the list and its reasons are in engine-skips.ts.
beforeEach((context) => {
  const reason = skipReason(inject('engine'), context.task.file.filepath, context.task.fullTestName ?? context.task.name);
  if (reason) context.skip(reason);
});
