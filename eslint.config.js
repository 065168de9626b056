// The repository's one ESLint configuration (flat config): typescript-eslint's strict type-checked
// rules everywhere, the rules of hooks in the client, the import boundaries of ARCHITECTURE.md, and
// the message catalogs' rules (README › Languages).
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Folders whose every word a person reads comes from the message catalogs (README › Languages):
 * the linter refuses text written out in them. Whoever finishes converting a folder adds it here,
 * in the same change. The client's entries are globs of .ts/.tsx files; the server's too.
 */
const TRANSLATED_CLIENT = [
  'client/src/i18n/**',
  'client/src/components/format/formatters.ts',
  'client/src/components/format/useFormat.ts',
  'client/src/public/not-found/**',
  'client/src/public/maintenance/**',
  'client/src/public/layout/**',
  'client/src/public/home/**',
  'client/src/app/theme/ThemeToggleButton.tsx',
  'client/src/public/about/**',
  'client/src/public/shared/**',
  'client/src/public/services/**',
  'client/src/public/legal/**',
  'client/src/account/**',
  'client/src/public/career/**',
  'client/src/public/contact/**',
  'client/src/public/courses/**',
  'client/src/admin/outbox/**',
  'client/src/admin/activity/**',
  'client/src/admin/courses/builder/**',
  'client/src/admin/courses/certificates/**',
  'client/src/admin/courses/payments/**',
  'client/src/admin/courses/*.{ts,tsx}',
  'client/src/admin/shared/**',
  'client/src/admin/services/**',
  'client/src/admin/courses/CourseBulkBar.tsx',
  'client/src/admin/shell/**',
  'client/src/admin/dashboard/**',
  'client/src/admin/users/**',
  'client/src/admin/jobs/**',
  'client/src/admin/settings/**',
  'client/src/admin/analytics/**',
  'client/src/admin/contact/**',
  'client/src/components/form/FormDialog.tsx',
  'client/src/components/ConfirmDialog.tsx',
  'client/src/components/DeleteConfirmDialog.tsx',
  'client/src/components/RetryAlert.tsx',
  'client/src/components/CardActionButtons.tsx',
  'client/src/components/ListPagination.tsx',
  'client/src/components/FilterBar.tsx',
  'client/src/components/PagedCardGrid.tsx',
  'client/src/components/LoadingSkeletons.tsx',
];
const TRANSLATED_SERVER = [
  'server/src/core/errors.ts',
  'server/src/core/validation.ts',
  'server/src/i18n/**',
  'server/src/modules/auth/sign-in.service.ts',
  'server/src/modules/auth/sign-in-guard.ts',
  'server/src/modules/auth/registration.service.ts',
  'server/src/modules/auth/session.ts',
  'server/src/modules/auth/actor.ts',
  'server/src/modules/auth/email-field.ts',
  'server/src/modules/auth/profile.service.ts',
  'server/src/modules/services/service.validation.ts',
  'server/src/modules/services/service.messages.ts',
  'server/src/modules/learning/**',
  'server/src/modules/mail/**',
  'server/src/modules/courses/course-outline.*.ts',
  'server/src/modules/courses/course-file.*.ts',
];

/**
 * Lingui's rule against text outside the catalogs, tuned to this code base: MUI props (`variant`,
 * `color`, `sx` values…), paths, ids and CSS are not words a person reads; a capital letter or a
 * space makes a string look like one.
 */
const noUnlocalizedStrings = [
  'error',
  {
    ignore: [
      // One "word" with no capital and no space: a prop value, an id, a path, a CSS value ('primary', '/about', 'h4').
      '^(?![A-Z])\\S+$',
      // UPPER_CASE constants and enum values.
      '^[A-Z0-9_-]+$',
      // CSS: lengths, colours, gradients, transitions ('1px solid', 'linear-gradient(…)').
      '^(linear|radial)-gradient\\(',
      '^[-\\d.]+(px|rem|em|%|vh|vw)?( [-\\d.]+(px|rem|em|%|vh|vw)?)*$',
    ],
    ignoreNames: [
      { regex: { pattern: '^(className|sx|style|styles|variant|color|component|size|href|to|src|srcSet|type|id|name|key|role|rel|target|method|autoComplete|inputMode|edge|align|justifyContent|alignItems|direction|display|position|fontFamily|fontWeight|textTransform|displayName|data-.*|testId)$' } },
      // CSS values with spaces, where a style is written outside an `sx` prop ('transform .2s ease').
      { regex: { pattern: '^(transition|boxShadow|border(Top|Bottom|Left|Right)?|background(Image)?|gridTemplate(Columns|Rows|Areas)|transform|animation|font|margin|padding)$' } },
      { regex: { pattern: '^[A-Z0-9_]+$' } },
      // HTTP headers the code sends ('Bearer …'), read by the server, not a person.
      'Authorization',
    ],
    ignoreFunctions: ['console.*', 'Error', 'graphql', '*.getElementById', '*.querySelector', '*.querySelectorAll', '*.setAttribute', '*.addEventListener', '*.removeEventListener', '*.get', '*.set', '*.has', '*.startsWith', '*.endsWith', '*.includes', 'URL', 'URLSearchParams', 'useMediaQuery', 'matchMedia', 'describe', 'it', 'test', 'lazyScreen', 'lazyScreenFrom'],
    useTsTypes: true,
  },
];

/** Code that speaks through a global Lingui instance would mix languages between concurrent server renders. */
const noGlobalI18n = [
  { name: '@lingui/core', importNames: ['i18n'], message: 'Use the page\'s or the request\'s own instance: useLingui() in a component, ctx.i18n on the server (README › Languages).' },
  {
    name: '@lingui/core/macro',
    importNames: ['t', 'plural', 'select', 'selectOrdinal'],
    message: 'These use the global i18n: in a component take `t` from useLingui() (@lingui/react/macro); outside one, define a message with `msg` and translate it where the language is known.',
  },
];

/** Resolvers and REST handlers call services; only services read models (ARCHITECTURE.md). */
const noModelReads = {
  group: ['*.model', '*.model.js'],
  // Enums and types in a model file are the domain's vocabulary; the mongoose models are not.
  importNamePattern: '^[A-Za-z]*Model$',
  allowTypeImports: true,
  message: 'Resolvers and REST handlers call a service; only services read models.',
};

/** The server never imports the client. */
const noClientImports = { group: ['**/client/**', '@app/client', '@app/client/**'], message: 'The server never imports the client; shared code lives in packages/common.' };

/** The server's `no-restricted-imports`: the global-i18n and client rules, and `patterns` of the file's place. */
function serverImports(...patterns) {
  return ['error', { paths: noGlobalI18n, patterns: [noClientImports, ...patterns] }];
}

/**
 * ARCHITECTURE.md: outside its folder a module is reached only through its front door
 * (`modules/<name>/index.ts`), and no module reads another's mongoose model. `toModules` is the
 * regex of the way from the linted file to the folder that holds the modules, as written at the
 * start of an import's path (`../` from a module's own file, `./modules/` from app.ts…); `notFrontDoor`
 * is what after `<name>/` makes an import a deep one.
 */
function moduleBoundaries(toModules, notFrontDoor = '(?!index\\.js$)') {
  return [
    {
      regex: `^${toModules}[^/.][^/]*/${notFrontDoor}`,
      message: "Another module is reached only through its front door: import from its index.js, which exports what it offers (ARCHITECTURE.md).",
    },
    {
      regex: `^${toModules}[^/.][^/]*/index\\.js$`,
      importNamePattern: '^[A-Za-z]*Model$',
      allowTypeImports: true,
      message: "No module reads another's model: call a function its front door offers (ARCHITECTURE.md).",
    },
  ];
}

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
    // End-to-end specs: the same reasoning as for tests above, for `!` only (a wrong one fails the
    // journey). Their JSON answers are typed where read (`as { data: … }`), so the unsafe-any rules stay on.
    files: ['e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The embedded store handles values straight off the wire, typed `unknown` until a BSON tag or
    // a check says more, and stores documents as plain objects keyed by the caller's field names.
    files: ['packages/embedded-mongo/**/*.ts'],
    rules: {
      // Off: String() of such a value is deliberate (MongoDB's error messages echo what was sent,
      // whatever it is), and BSON's Timestamp declares its toString where the rule does not see it.
      '@typescript-eslint/no-base-to-string': 'off',
      // Off: $unset, $rename, $pull and projections delete a document's field by the name the
      // caller gave; a Map would not be the document the driver serialises.
      '@typescript-eslint/no-dynamic-delete': 'off',
    },
  },
  {
    // A declaration for an untyped package (snowball-stemmers) describes its exports as the package
    // has them: a default export.
    files: ['**/*.d.ts'],
    rules: { 'no-restricted-exports': 'off' },
  },
  {
    // The reference is how that ambient declaration reaches whoever compiles the store from source
    // (the server does); an import of a .d.ts would have nothing to load at run time.
    files: ['packages/embedded-mongo/src/text/tokenizer.ts'],
    rules: { '@typescript-eslint/triple-slash-reference': 'off' },
  },
  {
    // Plain JavaScript (the root scripts/*.mjs, this file): typescript-eslint's strict rules that
    // need no types, with the same unused-variable convention; no project gives them types.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.strict, tseslint.configs.disableTypeChecked],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': serverImports() },
  },
  {
    // The root files (app.ts, serve.ts, startup.ts…) and the folders beside modules/ (core,
    // graphql, rest, seed, ssr…) reach a module through its front door only.
    files: ['server/src/**/*.ts'],
    rules: { 'no-restricted-imports': serverImports(...moduleBoundaries('(\\./|(\\.\\./)+)modules/')) },
  },
  {
    // A module's own files: a sibling module through its front door (`../<name>/index.js`).
    files: ['server/src/modules/*/**/*.ts'],
    rules: { 'no-restricted-imports': serverImports(...moduleBoundaries('\\.\\./')) },
  },
  {
    // A module's subfolder (exports/writers, mail/templates): the same, one level further up.
    files: ['server/src/modules/*/*/**/*.ts'],
    rules: { 'no-restricted-imports': serverImports(...moduleBoundaries('\\.\\./\\.\\./')) },
  },
  {
    files: ['server/src/modules/*/*.resolvers.ts', 'server/src/modules/*/*.rest.ts', 'server/src/modules/*/*.rest-*.ts'],
    rules: { 'no-restricted-imports': serverImports(noModelReads, ...moduleBoundaries('\\.\\./')) },
  },
  {
    // The demo data is written as records, straight into each module's collections (as a fixture
    // would be): a seed may import a module's model file; anything else goes through the front door.
    files: ['server/src/seed/**/*.ts'],
    rules: { 'no-restricted-imports': serverImports(...moduleBoundaries('\\.\\./modules/', '(?!index\\.js$)(?![^/]+\\.model\\.js$)')) },
  },
  {
    // A test sets up its scenario in whichever module's records it needs, and may check a
    // module's inner parts; the boundaries hold for the code that ships.
    files: ['server/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': serverImports() },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    plugins: { lingui },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noGlobalI18n,
          patterns: [{ group: ['**/server/**', '@app/server', '@app/server/**'], message: 'The client never imports the server; shared code lives in packages/common.' }],
        },
      ],
      // How Lingui's macros are used, everywhere in the client (README › Languages).
      'lingui/no-expression-in-message': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/t-call-in-function': 'error',
    },
  },
  {
    // A public page loads only its own catalog and the site's (README › Languages): it imports
    // nothing from another page's folder or from the account pages and the back office.
    files: ['client/src/public/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noGlobalI18n,
          patterns: [
            { group: ['**/server/**', '@app/server', '@app/server/**'], message: 'The client never imports the server; shared code lives in packages/common.' },
            {
              // The account and admin areas, and a sibling folder other than the site's own parts.
              regex: '^(\\.\\./)+(account|admin)/|^\\.\\./(?!shared/|layout/|maintenance/|not-found/|\\.\\./)[^/]+/',
              message: "A public page loads only its own messages and the site's: share through public/shared, components/ or packages/common (README › Languages).",
            },
          ],
        },
      ],
    },
  },
  {
    // Converted folders: no text outside the catalogs (tests may write what they expect to read).
    files: TRANSLATED_CLIENT,
    ignores: ['**/*.test.{ts,tsx}', '**/testing.ts', '**/__generated__/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': noUnlocalizedStrings,
      // Lingui's rule lets native elements (<div title="…">) keep these; they are read too.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^(title|aria-description|aria-roledescription|aria-valuetext)$/] > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral)',
          message: 'Text a person reads comes from the catalogs: t`…` from useLingui() (README › Languages).',
        },
      ],
    },
  },
  {
    // Converted server folders: domain errors and zod messages carry descriptors (server/src/i18n/message.ts), not English.
    files: TRANSLATED_SERVER,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'NewExpression[callee.name=/^(App|Validation|Unauthenticated|Forbidden|NotFound|Conflict|TooManyRequests)Error$/] > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral)',
          message: 'Say it with a message descriptor (/*i18n*/ { message: … }), translated by the adapters (README › Languages).',
        },
        {
          selector: 'Property[key.name="error"] > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral)',
          message: 'A zod message is a descriptor too: { error: fieldMessage(/*i18n*/ { message: … }) } (README › Languages).',
        },
        {
          selector: 'NewExpression[callee.name="ValidationError"] > ObjectExpression > Property > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral)',
          message: 'Field messages are descriptors too (README › Languages).',
        },
      ],
    },
  },
  {
    // These tools load their configuration through a default export and accept nothing else.
    files: ['**/vite.config.ts', '**/vitest.config.ts', '**/playwright.config.ts', 'codegen.ts', 'eslint.config.js'],
    rules: { 'no-restricted-exports': 'off' },
  },
);
