/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { prerenderPublicPages } from './scripts/build/prerender-plugin';

// The build renders with React, as the dev server and the unit tests do: one renderer everywhere, so what the
// tests see is what users get.
const routerBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const buildAliases = [
  // react-router's package exports only its development build, whose dev warnings run on every render; the
  // production build sits beside it.
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];

/**
 * What both integration projects share: one emulator stack (tests/setup/emulators.ts), and four files at once
 * where files work in project ids (or ids within one) of their own, since they wait on the emulators far more than
 * they compute.
 */
const integration = {
  environment: 'node',
  globalSetup: ['tests/setup/emulators.ts'],
  maxWorkers: 4,
  testTimeout: 30_000,
  hookTimeout: 180_000,
  globals: true,
  // The files one worker runs share the modules they import (the Firebase SDKs cost 1-3 s of CPU a file to load);
  // each file still builds its own test environment, contexts and data, and none mocks a module.
  isolate: false,
};

/**
 * The file that starts a second whole stack (a Firestore JVM, the Auth and Functions emulators) and seeds a
 * project id the shared emulator has not met (compiling the rules for it again): tens of CPU seconds at once,
 * which beside the parallel files starved the shared emulator until a rules case waited 30 s for an answer. It
 * runs with the one-at-a-time group instead.
 */
const STARTS_A_STACK = 'tests/integration/stack-and-seed.test.ts';

export default defineConfig(({ command }) => ({
  // The public pages' shells are drawn to HTML after the build (scripts/build/prerender-plugin.ts).
  plugins: [react(), prerenderPublicPages()],
  server: { host: '127.0.0.1', port: 5173 },
  // The streaming Firestore SDK's pipeline regex support (43 KB gzip) is never used here: see the stub.
  resolve: {
    alias: [
      { find: /^re2js$/, replacement: fileURLToPath(new URL('./src/lib/re2js-stub.ts', import.meta.url)) },
      // This checkout's shared package, also where node_modules is shared between checkouts (git worktrees).
      {
        find: /^@storytelling\/shared\/(.*)$/,
        replacement: fileURLToPath(new URL('./packages/shared/src/$1', import.meta.url)),
      },
      ...(command === 'build' ? buildAliases : []),
    ],
  },
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // A feature's index only re-exports (and defines lazy components): with no side effects of its own, a page
      // that imports one hook through it is pointed at that hook's module, instead of running the whole index and
      // fetching everything else it names (the session index brought useOrgAccess and the permission table to
      // every page opened from a link).
      treeshake: {
        moduleSideEffects: (id: string) => !/src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id),
      },
      output: {
        // React and the MUI parts every page's shell shows go into one first-load chunk: left to the automatic
        // split they came as 17 small chunks, which cost ~8 KB more gzip and 14 more requests. Their own
        // dependencies (ButtonBase, ...) follow them into the group. Text fields (with their Select, Menu, Popover
        // and Modal) stay out: pages people open from a link that show no field (an invite, unsubscribing) would
        // otherwise download ~25 KB gzip they never use; the pages with fields fetch them as their own chunk.
        codeSplitting: {
          groups: [
            // The query client, and the app's few modules that the entry shares with later chunks (the roles, the
            // session's context, the preload helper), are first-load code too: left out they
            // came as seven more small files, ~1 KB gzip more on the join, invite, feedback, booking and login
            // pages. Claimed here, the preload helper is not pulled into a later group by a module that imports on
            // demand (which made the entry import that group). Should the entry stop importing one of them, it
            // must leave this list too, or every page keeps downloading it.
            {
              name: 'shell',
              priority: 2,
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@mui[\\/]material[\\/](IconButton|Typography|Card|CardContent|SvgIcon|Alert|Button|Link|AppBar|Toolbar))[\\/]|node_modules[\\/]@mui[\\/]system[\\/]useThemeProps[\\/]|src[\\/]kernel[\\/]roles\.|src[\\/]features[\\/]session[\\/]session-context\.|vite[\\/]preload-helper/,
            },
            // The outlined field's parts and the light inputs of the pages opened from a link, as one file: split
            // automatically they were many files of a few hundred bytes, and on a slow connection a page's file
            // count, not its bytes, set its load time. Priority below the shell, so the shell keeps its helpers.
            {
              name: 'fields',
              priority: 1,
              test: /node_modules[\\/]@mui[\\/]material[\\/](FormControl|FormLabel|InputLabel|InputBase|OutlinedInput|FormHelperText|TextareaAutosize)[\\/]|src[\\/]components[\\/](TextInput|NativeSelectField|ChoiceList)\./,
            },
            // What every react-hook-form form loads (the library, the zod resolver, the field binding and the text
            // field) as one file, and zod/mini's schemas with their core as another: split automatically they were
            // five files on each form page, and the two merges took ~1.5 KB gzip off the join, invite, feedback and
            // booking pages. Nothing of the app's shell is among their imports, so no page without a form (or
            // without zod) gets them.
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]|src[\\/]components[\\/](form-field-binding|FormTextField)\./,
            },
            {
              name: 'zod-mini',
              test: /node_modules[\\/]zod[\\/]v4[\\/](core|mini)[\\/]/,
            },
            // The Firestore SDKs' bloom-filter/integer helpers (closure code the lite SDK needs too) get a chunk of
            // their own: left alone they rode in lib/collections' chunk, which every page that reads imports, also
            // the public pages that read over REST without any SDK (3.4 KB gzip for nothing).
            {
              name: 'firestore-bloom',
              test: /node_modules[\\/]@firebase[\\/]webchannel-wrapper[\\/]dist[\\/]bloom-blob[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    // Every tier ends by saying where its time went (tests/setup/timing-reporter.ts).
    reporters: ['default', './tests/setup/timing-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Pure rules and the functions' parts need no DOM, and jsdom costs ~0.6 s a file to set up; a .ts test
          // that does need one says so in its first line (@vitest-environment jsdom).
          include: [
            'src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'packages/shared/src/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['tests/setup/dom-matchers.ts'],
          globals: true,
          maxWorkers: 2,
          // Pure functions keep no state between files, so each worker imports a module once for all its files
          // instead of once per file: the tier's CPU went from 81 s to 40 s, the same 768 tests passing. The
          // screen tests (unit-dom) stay isolated: they mock modules and fake timers per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          include: ['src/**/*.test.tsx'],
          // happy-dom renders these screens in half jsdom's time (76 s against 147 s for the tier). A file whose
          // check needs jsdom's fuller DOM names it in its first line (@vitest-environment jsdom): DOMPurify, for
          // one, sanitises nothing under happy-dom.
          environment: 'happy-dom',
          setupFiles: ['tests/setup/dom-matchers.ts'],
          globals: true,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/*.test.ts', 'tests/rules/**/*.test.ts'],
          exclude: [STARTS_A_STACK],
          setupFiles: ['tests/setup/quiet-firestore.ts'],
          ...integration,
        },
      },
      {
        extends: true,
        test: {
          // The files that seed and change the shared demo data, which the Functions emulator serves, and stop or
          // refuse the shared mail catcher: one at a time, as a group of their own after the parallel files, so no
          // file's seed puts back what another is in the middle of changing and nothing else loads the stack while
          // they time their mail. (Taking turns on a lock beside the parallel files was 100 s faster, and failed a
          // resend under that load.)
          name: 'integration-demo',
          include: ['tests/integration/demo-data/*.test.ts', STARTS_A_STACK],
          setupFiles: ['tests/setup/quiet-firestore.ts'],
          ...integration,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/e2e.ts'],
          setupFiles: ['tests/setup/e2e-page-problems.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Two workers, each with an emulator stack of its own (tests/setup/e2e.ts): most of a browser test is
          // waiting on the emulators and the page, so two share this 2-core machine well; three measured slower
          // (each file 10-35 % longer, the tier no shorter).
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          globals: true,
        },
      },
    ],
  },
}));
