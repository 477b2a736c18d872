// One place that says which Chromium to drive and how: Debian's by default, `CHROMIUM_PATH` to use
// another (a laptop's Chrome). Nothing in the suite downloads a browser of its own. Plain
// JavaScript, so every runner (tsx, Vitest, Playwright) loads it as it is.
import { existsSync } from 'node:fs';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Launch options for Playwright. The flags keep Chromium quiet on a closed network and let it run as root. */
export function chromiumLaunchOptions() {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(`No Chromium at ${executablePath}. Install Debian's chromium or set CHROMIUM_PATH.`);
  }
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--font-render-hinting=none',
    ],
  };
}
