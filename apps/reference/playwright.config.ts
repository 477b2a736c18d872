import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@aisle/chromium';

/**
 * The shopper journeys, against the built storefront served by the reference API in test mode
 * (e2e/fixtures.ts starts it on a free port with a throwaway database). One worker: the journeys
 * share that server, and each starts from freshly seeded data.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
