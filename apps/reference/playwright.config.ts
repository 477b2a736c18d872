import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@aisle/chromium';

/**
 * The shopper journeys, against the built storefront served by the reference API in test mode
 * (e2e/fixtures.ts starts it on a free port with a throwaway database). Each worker has a server
 * of its own, and each journey starts from freshly seeded data, so journeys of two files never
 * meet. Two workers: one kept the two cores three-quarters busy, the rest spent waiting on pages.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  // A journey that fails and then passes is listed as flaky, by name, at the end of the run: it
  // does not block a landing, and its cause is still a defect to find.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../../test-results/e2e-report' }]],
  outputDir: '../../test-results/e2e',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    // Recorded on the retry only: recording every first attempt cost an eighth of the run's time,
    // and a journey that fails twice still leaves its trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});
