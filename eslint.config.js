// ESLint (flat config): JavaScript's and typescript-eslint's recommended rules, and React's rules of
// hooks for the portal's components. Formatting is Prettier's (.prettierrc.json), not ESLint's.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', 'lab/out/', 'dist-types/', 'node_modules/', '.scratch/', 'coverage/', 'dist-hosts/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // An argument or a binding named with a leading underscore is unused on purpose.
      // Control characters are matched on purpose: the sanitiser, the calendar file and the file
      // names strip them from text that came from the server.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The portal's components and hooks only: the tests' use* helpers (useE2e) are not React hooks.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs['recommended-latest'].rules },
  },
);
