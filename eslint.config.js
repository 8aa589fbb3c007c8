import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Layers (README "Where the code lives"), checked with no-restricted-imports on the import strings:
 *
 *   app/                        may import anything below it (it composes the screens)
 *   features/<area>/            may import kernel, lib, components; another area only through its public
 *                               surface: `features/<other>` (its index.ts) or `features/<other>/model` (pure);
 *                               never app/
 *   kernel/, lib/, components/  import no feature and no app code
 *
 * Import strings are relative, so a feature's files get one block per folder depth: from
 * `features/<area>/x.ts` another area is `../<other>/…`, from `features/<area>/components/x.tsx` it is
 * `../../<other>/…`. ESLint does not look inside `import()` expressions: the few lazy imports of another
 * area's service (kept lazy for the first page load) are not checked.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SURFACE = 'Enter another feature through its index.ts or model.ts (add what you need to its index.ts).';
const NO_APP = 'Features do not import app/: move what is shared into kernel/, lib/ or components/.';
/** What the app and the functions both read lives in packages/shared; the functions' own code stays theirs. */
const NO_FUNCTIONS = {
  regex: '(^|/)functions/src(/|$)',
  message:
    'The app imports what it shares with the functions from @storytelling/shared (packages/shared), never functions/src.',
};
const SHARED_STANDS_ALONE = {
  regex: '^\\.\\./',
  message:
    'packages/shared depends on no app or functions code: both sides import it, so it imports neither.',
};
const LOWER_LAYER = 'kernel/, lib/ and components/ import no feature or app code: pass data in instead.';

/**
 * One zod API everywhere: zod/mini, whose functions tree-shake. Classic zod's method chains bring the whole
 * library into a page's first load, and the app and the functions share schemas (packages/shared), so both
 * sides write them the same way. Every block below that restricts imports repeats these paths, as ESLint keeps
 * only the last matching block's options for a rule.
 */
const CLASSIC_ZOD_MESSAGE =
  "Import { z } from 'zod/mini', the one zod API of the app, the functions and the shared package: classic zod's method chains pull the whole library into the public pages' first load (in mini: z.optional(x), x.check(z.maxLength(n, 'message')), z.pipe(x, z.transform(f))).";
const CLASSIC_ZOD = ['zod', 'zod/v4'].map((name) => ({ name, message: CLASSIC_ZOD_MESSAGE }));
/** The rule's options: classic zod refused, plus the given patterns of a layer. */
const restrictedImports = (patterns = []) => ['error', { paths: CLASSIC_ZOD, patterns }];
const NODE_IN_APP =
  'The app runs in the browser, which has no Node: tsc checks src/ with Node types (one program), so this is caught here.';
const NODE_GLOBALS = ['process', 'Buffer', 'global', 'require', 'module', '__dirname', '__filename'];
const NODE_IMPORT = {
  selector: 'ImportDeclaration[source.value=/^(node:|(fs|path|os|child_process|crypto|url|util)$)/]',
  message: NODE_IN_APP,
};

/**
 * A role name compared outside the kernel (`role === 'moderator'`, `roles.includes('organisationAdmin')`, a
 * `case 'facilitator':`) is a permission decided where nobody looks for it, and drifts from the rules. The kernel
 * answers these questions (src/kernel/permissions.ts, src/kernel/roles.ts) and is tested against firestore.rules.
 */
const ROLE_NAMES = 'member|facilitator|moderator|organisationAdmin|projectAdmin|superAdmin';
const ROLE_IN_APP =
  'Role names are compared only in src/kernel: ask its permission table or role helpers (can, mayOpen, isStaff, ...) instead.';
const ROLE_COMPARISONS = [
  `BinaryExpression[operator=/^[!=]==?$/] > Literal[value=/^(${ROLE_NAMES})$/]`,
  `CallExpression[callee.property.name=/^(includes|indexOf)$/] > Literal[value=/^(${ROLE_NAMES})$/]`,
  `SwitchCase > Literal.test[value=/^(${ROLE_NAMES})$/]`,
].map((selector) => ({ selector, message: ROLE_IN_APP }));

/**
 * The app types in one text field, TextInput (FormTextField when bound to a react-hook-form form), and picks from
 * a list with SelectInput (FormSelectField): MUI's TextField carries its select mode, and with it Select, Menu,
 * Popover and Modal, into every page that has a text field. Checked with typescript-eslint's copy of the
 * restricted-imports rule, a rule of its own, so it adds to the layer patterns instead of replacing them.
 */
const TEXT_FIELD =
  "Type in TextInput (FormTextField in a form) and choose from a list with SelectInput (FormSelectField in a form), from src/components, instead of MUI's TextField.";
const TEXT_FIELD_PATHS = [
  { name: '@mui/material', importNames: ['TextField'], message: TEXT_FIELD },
  { name: '@mui/material/TextField', message: TEXT_FIELD },
];
/** The restricted-import patterns of one feature's files at one folder depth (1 = the feature's root). */
function featurePatterns(feature, depth) {
  const up = '\\.\\./'.repeat(depth);
  return [
    { regex: `^${up}(?!${feature}/)[a-z0-9-]+/(?!(?:model|index)$).+`, message: SURFACE },
    { regex: `^${up}\\.\\./app(/|$)`, message: NO_APP },
    NO_FUNCTIONS,
  ];
}

const featureBlocks = FEATURES.flatMap((feature) =>
  [1, 2, 3].map((depth) => ({
    files: [`src/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: { 'no-restricted-imports': restrictedImports(featurePatterns(feature, depth)) },
  })),
);

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.stack',
      'functions/lib',
      'node_modules',
      'functions/node_modules',
      'coverage',
      'tests/e2e/__shots__',
      // The perf peer is a plain react-admin app with its own package.json (scripts/perf/peer/).
      'scripts/perf/peer',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': restrictedImports(),
    },
  },
  {
    files: ['src/kernel/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictedImports([
        { regex: '^(\\.\\./)+(features|app)(/|$)', message: LOWER_LAYER },
        NO_FUNCTIONS,
      ]),
    },
  },
  ...featureBlocks,
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/*.{ts,tsx}', 'src/testing/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports([NO_FUNCTIONS]) },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': restrictedImports([SHARED_STANDS_ALONE]) },
  },
  {
    // The app's own code (not its tests) uses neither Node's globals nor its modules, and asks the kernel who
    // may do what instead of comparing role names itself.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...NODE_GLOBALS.map((name) => ({ name, message: NODE_IN_APP }))],
      'no-restricted-syntax': ['error', NODE_IMPORT, ...ROLE_COMPARISONS],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: TEXT_FIELD_PATHS }] },
  },
  {
    // The kernel is where role names are compared: the permission table and the role helpers.
    files: ['src/kernel/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', NODE_IMPORT] },
  },
);
