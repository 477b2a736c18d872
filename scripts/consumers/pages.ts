// The consumers gate's look at the built apps: each page served as the team would serve it, opened
// in Chromium, and checked for what an unstyled or broken install would lose.
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Locator, type Page } from 'playwright';
import { chromiumLaunchOptions } from '@aisle/chromium';
import type { ConsumerApp } from './readmeSnippets';

export interface PageResult {
  name: string;
  ok: boolean;
  detail?: string;
}

interface PageCheck {
  name: string;
  app: ConsumerApp;
  path: string;
  /** Returns what is wrong, or nothing. */
  check(page: Page, serverHtml: string): Promise<string | undefined>;
}

const ports: Record<ConsumerApp, number> = { vite: 4391, next: 4392 };

// CSS locators, not roles: a screen may open a dialog (the wallet's 'Something went wrong' when no
// service answers), which hides the rest from the accessibility tree but not from the eye.
const accountNavigation = 'nav[aria-label="My Account"]';

/** The account navigation is a list of links; without the styles it is a bulleted list. */
async function accountNavigationStyled(page: Page): Promise<string | undefined> {
  const navigation = page.locator(accountNavigation);
  await navigation.waitFor({ timeout: 15_000 });
  const list = await navigation
    .locator('ul')
    .first()
    .evaluate((element) => getComputedStyle(element).listStyleType);
  if (list !== 'none') return `the account navigation's list is styled "${list}": @aisle/ui's styles did not apply`;
  if (!(await hasOwnRule(navigation.locator('xpath=..')))) {
    return "no stylesheet rule matches the account layout: @aisle/account's styles did not apply";
  }
  const headings = await page.locator('h1').count();
  if (headings !== 1) return `the page has ${headings} level-one headings, not one`;
  const text = await navigation.evaluate((element) =>
    getComputedStyle(element).getPropertyValue('--aisle-color-text-primary'),
  );
  if (!text.trim()) return 'no banner theme variables on the page: the theme stylesheet or its class is missing';
  return undefined;
}

/** Whether a loaded stylesheet has a rule for one of the element's classes: its package's CSS is there. */
function hasOwnRule(element: Locator): Promise<boolean> {
  return element.first().evaluate((node) => {
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const selectors = rules.flatMap((rule) => ('selectorText' in rule ? [String(rule.selectorText)] : []));
    return [...node.classList].some((name) => selectors.some((text) => text.includes(`.${name}`)));
  });
}

const checks: PageCheck[] = [
  {
    name: 'Vite: the account area renders with its styles',
    app: 'vite',
    path: '/',
    check: accountNavigationStyled,
  },
  {
    name: 'Next.js: a server component renders server-safe parts into the HTML',
    app: 'next',
    path: '/',
    async check(page, serverHtml) {
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      if (!heading || !serverHtml.includes(heading)) return `the server's HTML lacks the page's heading "${heading}"`;
      if (!/\$\d+\.\d{2}/.test(serverHtml)) return 'the server HTML holds no price formatted by @aisle/core/format';
      const themed = await page.evaluate(() =>
        [...document.querySelectorAll('[class*="aisle-banner-"]')].some(
          (element) => getComputedStyle(element).getPropertyValue('--aisle-color-text-primary').trim() !== '',
        ),
      );
      if (!themed) return 'no element carries a banner theme with its variables';
      return undefined;
    },
  },
  {
    name: 'Next.js: a client page renders the account and wallet screens with their styles',
    app: 'next',
    path: '/mywallet',
    async check(page) {
      const navigation = await accountNavigationStyled(page);
      if (navigation) return navigation;
      const heading = page.locator('h1', { hasText: 'My Wallet' });
      await heading.waitFor({ timeout: 15_000 });
      if (!(await hasOwnRule(heading)))
        return "no stylesheet rule matches the wallet page's heading: @aisle/wallet's styles did not apply";
      return undefined;
    },
  },
  {
    name: 'Next.js: the shopping-method selector renders with its styles',
    app: 'next',
    path: '/shopping-method',
    async check(page) {
      const heading = page.locator('h1', { hasText: 'How are you shopping today?' });
      await heading.waitFor({ timeout: 15_000 });
      const choices = page.locator('ul[aria-label="Ways to shop"] button');
      if ((await choices.count()) !== 4) return `the selector lists ${await choices.count()} ways to shop, not 4`;
      if (!(await hasOwnRule(choices.first())))
        return "no stylesheet rule matches the selector's choices: @aisle/scheduling's styles did not apply";
      return undefined;
    },
  },
  {
    name: 'Next.js: the checkout Payment Error page renders with its styles',
    app: 'next',
    path: '/checkout/payment-error',
    async check(page) {
      const heading = page.locator('h1', { hasText: "We're sorry, we could not complete your order." });
      await heading.waitFor({ timeout: 15_000 });
      if (!(await page.getByText('RV9547').count())) return 'the page shows no error code RV9547';
      if (!(await hasOwnRule(heading)))
        return "no stylesheet rule matches the Payment Error page's heading: @aisle/checkout's styles did not apply";
      return undefined;
    },
  },
  {
    name: 'Next.js: the account area mounted under /my/ links within /my/',
    app: 'next',
    path: '/my/dashboard',
    async check(page) {
      const navigation = await accountNavigationStyled(page);
      if (navigation) return navigation;
      const hrefs = await page
        .locator(`${accountNavigation} a`)
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const outside = hrefs.filter((href) => href.startsWith('/account/'));
      if (hrefs.length === 0 || outside.length > 0)
        return `the navigation still links to ${outside.join(', ') || 'nothing'}`;
      if (!hrefs.includes('/my/addresses')) return `no link to /my/addresses among ${hrefs.join(', ')}`;
      return undefined;
    },
  },
];

function serve(app: ConsumerApp, dir: string): ChildProcess {
  const port = String(ports[app]);
  const args =
    app === 'vite'
      ? ['run', '--silent', 'serve', '--', '--port', port, '--host', '127.0.0.1']
      : ['run', '--silent', 'serve', '--', '--port', port, '--hostname', '127.0.0.1'];
  return spawn('npm', args, {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
    stdio: 'ignore',
  });
}

async function waitUntilServing(url: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 30 s`);
}

export async function checkPages(apps: Record<ConsumerApp, string>): Promise<PageResult[]> {
  const servers = (Object.keys(apps) as ConsumerApp[]).map((app) => serve(app, apps[app]));
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    await Promise.all(
      (Object.keys(ports) as ConsumerApp[]).map((app) => waitUntilServing(`http://127.0.0.1:${ports[app]}/`)),
    );
    const results: PageResult[] = [];
    for (const check of checks) {
      const url = `http://127.0.0.1:${ports[check.app]}${check.path}`;
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // The examples name services on the internet; nothing here may reach one.
      await page.route('**/*', (route) =>
        new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
      );
      try {
        const serverHtml = await (await fetch(url)).text();
        await page.goto(url, { waitUntil: 'load' });
        const problem =
          (await check.check(page, serverHtml)) ??
          (errors.length > 0 ? `page errors: ${errors.join('; ')}` : undefined);
        results.push({ name: check.name, ok: !problem, detail: problem });
      } catch (error) {
        results.push({ name: check.name, ok: false, detail: error instanceof Error ? error.message : String(error) });
      } finally {
        await page.close();
      }
    }
    return results;
  } finally {
    await browser.close();
    for (const server of servers) if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}
