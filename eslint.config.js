// The repository's one ESLint configuration (flat config): typescript-eslint's strict type-checked
// rules everywhere, the rules of hooks in the client, and the import boundaries of ARCHITECTURE.md.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Resolvers and REST handlers call services; only services read models (ARCHITECTURE.md). */
const noModelReads = {
  group: ['*.model', '*.model.js'],
  // Enums and types in a model file are the domain's vocabulary; the mongoose models are not.
  importNamePattern: '^[A-Za-z]*Model$',
  allowTypeImports: true,
  message: 'Resolvers and REST handlers call a service; only services read models.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/__generated__/**',
      '**/.data/**',
      '**/coverage/**',
      // Belongs to no workspace's tsconfig, so the type-checked rules cannot resolve its imports.
      'codegen.ts',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Named exports only: one name for one thing across the code base.
      'no-restricted-exports': ['error', { restrictDefaultExports: { direct: true, named: true, defaultFrom: true, namedFrom: true, namespaceFrom: true } }],
      // Template literals with numbers are how messages are written (`${count} items`).
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `_root`, `_args`: resolver parameters a resolver does not need keep their place.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Off: mongoose declares its schema options as classes (SchemaTypeOptions) that every schema
      // literal fills in, so this rule would reject every `new Schema({...})` in the code base.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
      // Off: Express handlers and React callbacks are written `(req, res) => sendData(res, ...)` /
      // `() => setOpen(false)`; the rule would turn every such one-liner into a block.
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    // Tests read JSON answers, `any` by nature, and their assertions (`expect(...).toEqual`) are the
    // type check: typing each answer would restate the assertion. A wrong `!` fails the test.
    files: ['server/test/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/restrict-plus-operands': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/client/**', '@app/client', '@app/client/**'], message: 'The server never imports the client; shared code lives in packages/common.' }] },
      ],
    },
  },
  {
    files: ['server/src/**/*.resolvers.ts', 'server/src/**/*.rest.ts', 'server/src/**/*.rest-*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noModelReads,
            { group: ['**/client/**', '@app/client', '@app/client/**'], message: 'The server never imports the client; shared code lives in packages/common.' },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '@app/server', '@app/server/**'], message: 'The client never imports the server; shared code lives in packages/common.' }] },
      ],
    },
  },
  {
    // These tools load their configuration through a default export and accept nothing else.
    files: ['**/vite.config.ts', '**/vitest.config.ts', '**/playwright.config.ts', 'codegen.ts', 'eslint.config.js'],
    rules: { 'no-restricted-exports': 'off' },
  },
);
