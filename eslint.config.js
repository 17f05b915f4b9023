// One flat config for the workspace (issue 13). Type-checked rules for TypeScript through the
// project service (each file is checked with the tsconfig that owns it); plain recommended rules
// for the Node scripts. A rule switched off carries its reason on the same line.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Decision 043: numbers in text go through the formatters. */
const NO_TO_FIXED = {
  selector: "CallExpression[callee.property.name='toFixed']",
  message:
    "Write numbers with the domain's formatters (formatMoney, formatPercent, formatDecimal) or Intl es-AR: decision 043.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/build/',
      'apps/site/build-*/',
      'storybook-static/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'benchmark/results/',
      '.tmp/',
      '.tools/',
      '.cache/',
      '.data/',
      '**/mockServiceWorker.js',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // `onPress={() => setOpen(false)}` reads well; a void returned from a block body still fails.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Numbers in messages and ids are intended; objects, null and undefined still fail.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // A leading underscore marks a parameter kept for a port's signature, or a field left out by a rest.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none' },
      ],
      // An async implementation of a Promise-returning port turns a throw into a rejection, with or without await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/testing/**', 'e2e/**'],
    rules: {
      // Fakes and spies stand in for callbacks that must exist and do nothing.
      '@typescript-eslint/no-empty-function': 'off',
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-deprecated': [
        'error',
        {
          allow: [
            // Their replacements (CheckboxField + CheckboxButton, RadioField + RadioButton) add a wrapper element: DOM and screenshots would change.
            { from: 'package', package: 'react-aria-components', name: ['Checkbox', 'AriaCheckbox', 'Radio'] },
          ],
        },
      ],
      // An empty string means "none" in the components' props (picture, flag, link): `||` falls back on it on purpose.
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { string: true } }],
    },
  },
  {
    files: ['apps/site/app/**/*.{ts,tsx}'],
    rules: {
      // Live updates revalidate the page, and Remix's useActionData forgets the form's answer on
      // any revalidation: routes read it through useActionResult (app/lib/action-result.ts).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@remix-run/react',
              importNames: ['useActionData'],
              message: 'Use useActionResult from #app/lib/action-result: it survives live revalidations.',
            },
          ],
        },
      ],
      // Remix's loaders and actions throw a Response (redirect(), 404) by design; anything else thrown must still be an Error.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: '@remix-run/server-runtime', name: 'TypedResponse' },
          ],
        },
      ],
    },
  },
  {
    // One format per kind (decision 043): numbers a person reads go through the domain's formatters
    // (formatMoney, formatPercent, formatDecimal) or ui's mirrors of them, never a bare toFixed
    // ("22.50", a dot in Spanish). A provider's wire format is not text: its clients are left out.
    files: [
      'apps/site/app/**/*.{ts,tsx}',
      'packages/ui/src/**/*.{ts,tsx}',
      'packages/domain/src/**/*.ts',
      'packages/browser/src/**/*.ts',
      'packages/testkit/src/**/*.ts',
      'apps/api/src/**/*.ts',
      'mocks/src/**/*.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': ['error', NO_TO_FIXED],
    },
  },
  {
    // What the site and ui show: a day cut from an ISO string is UTC's (tomorrow from 21:00 in
    // Argentina). The domain's own days (trips, deadlines) are UTC calendar days by design.
    files: ['apps/site/app/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_TO_FIXED,
        {
          selector: "CallExpression[callee.property.name='slice'][callee.object.callee.property.name='toISOString']",
          message:
            "A day cut from an ISO string is UTC's: use argentinaDay() for a file or a field, formatDate() for text (decision 043).",
        },
      ],
    },
  },
  {
    // The bare Remix app is the benchmark's floor: a copy of a template, kept untouched on purpose.
    files: ['benchmark/floor/**'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Files the site's documents load as they are, in the browser, before the app (no bundler).
    files: ['apps/site/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
);
