import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { chromiumLaunchOptions } from '@aisle/chromium';
import { hasPostgresServer } from './apps/reference-api/src/testing/temporaryPostgres.ts';

const root = path.dirname(new URL(import.meta.url).pathname);

/*
 * The reference API's route suite runs on one engine: a real PostgreSQL server when the machine has
 * one, PGlite otherwise. Both engines run the same migrations and SQL; what is PGlite's alone (its
 * data folder, the server's start-up) stays in the `node` project, and the journeys run the whole
 * server on PGlite. Running the route suite on both cost a minute of the suite's budget and found
 * nothing the one run does not.
 */
const postgres = hasPostgresServer();
const apiRouteSuite = [
  'apps/reference-api/src/routes/**/*.test.ts',
  'apps/reference-api/src/idempotency/**/*.test.ts',
  'apps/reference-api/src/db/readCache.test.ts',
];

// Vitest ignores vite.config.ts when this file exists, so merge it: vanilla-extract needs its plugin.
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // Vitest leaves a core for itself by default: one worker on these two-core machines, and the
      // main process mostly idle. Two workers halved the unit run here (8 min 14 s to 4 min 13 s).
      maxWorkers: '100%',
      reporters: ['default', './scripts/flakyReporter.ts'],
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            // The files a worker runs share its libraries and one happy-dom window: loading React,
            // the libraries and a fresh window for each of 311 files was two-thirds of the run
            // (about 400 s here, 115 s without). scripts/unit-setup.ts loads our own modules afresh
            // for each file and gives it a clean page.
            isolate: false,
            environment: 'happy-dom',
            include: [
              'packages/*/src/**/*.test.{ts,tsx}',
              'packages/*/scripts/**/*.test.ts',
              'scripts/**/*.test.{ts,mjs}',
              'tooling/*/src/**/*.test.ts',
              'apps/reference/src/**/*.test.{ts,tsx}',
              'apps/reference/bench/**/*.test.ts',
            ],
            setupFiles: [path.join(root, 'scripts/unit-setup.ts')],
            // Screen tests type and click through whole flows; on two busy cores one can pass 5 s.
            // A hung test still fails, just later.
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            // The reference API and other Node-only code: real Node globals, no DOM.
            name: 'node',
            environment: 'node',
            // As the unit project: the libraries (PGlite's WebAssembly among them) load once per
            // worker, our modules afresh for each file (serverKeysSetup.ts).
            isolate: false,
            include: ['apps/reference-api/src/**/*.test.ts'],
            exclude: postgres ? apiRouteSuite : [],
            globalSetup: ['apps/reference-api/src/testing/pgliteGlobalSetup.ts'],
            setupFiles: ['apps/reference-api/src/testing/serverKeysSetup.ts'],
            // Setting up a database is seconds of work on a busy 2-core machine.
            hookTimeout: 60_000,
          },
        },
        // The route suite on a real PostgreSQL server, when the machine has one, with the engine test.
        ...(postgres
          ? [
              {
                extends: true,
                test: {
                  name: 'node-postgres',
                  environment: 'node',
                  isolate: false,
                  include: [...apiRouteSuite, 'apps/reference-api/src/testing/engine.test.ts'],
                  globalSetup: ['apps/reference-api/src/testing/postgresGlobalSetup.ts'],
                  setupFiles: ['apps/reference-api/src/testing/serverKeysSetup.ts'],
                  hookTimeout: 60_000,
                },
              },
            ]
          : []),
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
          // Pre-bundled up front: discovering these mid-run makes Vite reload and fail the first run on a clean clone.
          optimizeDeps: {
            include: [
              'react',
              'react/jsx-runtime',
              'react/jsx-dev-runtime',
              'react-dom',
              'react-dom/client',
              '@storybook/react-vite',
              '@storybook/react-vite > @storybook/react > @storybook/react-dom-shim',
              '@storybook/addon-a11y/preview',
              '@storybook/addon-docs/preview',
              'storybook/test',
              '@vanilla-extract/recipes/createRuntimeFn',
              '@vanilla-extract/sprinkles/createRuntimeSprinkles',
              '@vanilla-extract/dynamic',
              '@radix-ui/react-dialog',
              '@radix-ui/react-tabs',
              'swr',
              '@aisle/account > react-hook-form',
              '@aisle/account > @hookform/resolvers/zod',
              '@aisle/account > zod',
              '@aisle/account > msw',
              '@aisle/checkout > react-hook-form',
              '@aisle/checkout > @hookform/resolvers/zod',
              '@aisle/checkout > zod',
            ],
          },
          test: {
            name: 'storybook',
            // As the journeys: a story that fails, then passes, is listed by the flaky reporter at
            // the end of the run rather than blocking a landing. One unexplained failure among 321
            // on a loaded CI machine cost a whole session's landing.
            retry: 1,
            browser: {
              enabled: true,
              headless: true,
              // Real scrollbars, so stories can prove that locking scroll does not shift the page.
              provider: playwright({
                launchOptions: { ...chromiumLaunchOptions(), ignoreDefaultArgs: ['--hide-scrollbars'] },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
