// ESLint for every workspace: typescript-eslint's strict type-checked rules, exhaustive switches,
// no floating promises, React's hook rules in the frontend. Formatting is Prettier's job.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const projects = [
  './libs/domain/tsconfig.check.json',
  './backend/tsconfig.check.json',
  './frontend/tsconfig.json',
  './e2e/tsconfig.json',
  './bench/tsconfig.check.json',
];

// The frontend's one client (lib/api-client*.ts, its spec included) is the only code that knows a
// path, a method or the transport: every other file calls an operation by its id.
const apiClientFiles = ['frontend/src/lib/api-client*.ts'];
const outsideTheClient = 'Call the backend through lib/api-client (send, downloadHref, sendUpload) by operation id.';
const noPathBuilding = [
  { selector: "CallExpression[callee.name='apiPath']", message: outsideTheClient },
  { selector: "MemberExpression[object.name='apiClient']", message: outsideTheClient },
  { selector: "CallExpression[callee.name='fetch']", message: outsideTheClient },
];
const noApiUrls = [
  { selector: 'Literal[value=/[/]api[/]/]', message: outsideTheClient },
  { selector: 'TemplateElement[value.raw=/[/]api[/]/]', message: outsideTheClient },
];
const frontendTests = ['frontend/src/**/*.spec.ts', 'frontend/src/**/*.spec.tsx', 'frontend/src/testing/**'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'build/**',
      '**/node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/.cache/**',
      'frontend/vite.config.ts',
      'frontend/postcss.config.cjs',
      'frontend/src/testing/style-stub.cjs',
      'jest.config.js',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { project: projects, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      // `onClick={() => setOpen(true)}` is how React code reads; a void in a statement position is still caught.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Nest's classes are containers for decorated methods and injected ports.
      '@typescript-eslint/no-extraneous-class': ['error', { allowWithDecorator: true }],
      // Nest and Node declare their option bags and responses as classes; an object literal for
      // one is how their own documentation passes them.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
    },
  },
  {
    files: ['frontend/src/**/*.tsx', 'frontend/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['frontend/src/**/*.ts', 'frontend/src/**/*.tsx'],
    ignores: apiClientFiles,
    rules: {
      'no-restricted-syntax': ['error', ...noPathBuilding, ...noApiUrls],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api-client', '**/api-client-*'],
              importNames: ['request', 'errorFrom', 'operationUrl', 'rememberWritePosition'],
              message: 'The transport is private to lib/api-client*.ts: call send, downloadHref or sendUpload.',
            },
          ],
        },
      ],
    },
  },
  {
    // The fake fetch answers by "METHOD /api/…": tests may write the URLs they expect.
    files: frontendTests,
    ignores: apiClientFiles,
    rules: { 'no-restricted-syntax': ['error', ...noPathBuilding] },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'backend/test/**', 'e2e/**', '**/testing/**'],
    rules: {
      // Tests reach into answers and mocks freely; these checks guard production code.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Test helpers type response bodies and JSON documents as `any` for the same reason: the
      // assertions that follow are what check them.
      '@typescript-eslint/no-explicit-any': 'off',
      // Fakes stand in for async ports with plain `async` functions that have nothing to await.
      '@typescript-eslint/require-await': 'off',
    },
  },
);
