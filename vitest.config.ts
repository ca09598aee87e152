import { defineConfig } from 'vitest/config';
import { preactAliases } from './vite.config';

const shared = { resolve: { alias: preactAliases } };

export default defineConfig({
  test: {
    projects: [
      { ...shared, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        ...shared,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          globalSetup: ['tests/support/api-global-setup.ts'],
          setupFiles: ['tests/support/component-setup.ts'],
          testTimeout: 15_000,
        },
      },
      { ...shared, test: { name: 'server', include: ['tests/server/**/*.test.ts'], environment: 'node', testTimeout: 20_000 } },
      {
        ...shared,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
