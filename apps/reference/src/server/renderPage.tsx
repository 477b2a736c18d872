import type { ServiceData } from '@aisle/core';
import { getBanner } from '@aisle/tokens';
import type { RenderPage } from 'reference-api/page-rendering';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { loadOpeningPage } from '../routes';
import { Storefront, type StorefrontProps } from '../Storefront';

/** Reads that lead to more reads (the preferred store, then its community rewards) take a render each. */
const maxPasses = 3;
/** A render waits this long for its reads; what comes later the browser fetches. */
const readWaitMs = 1500;

/**
 * The page's first render, as markup for `#root`: the shell, and the page as it shows with the
 * shopper's data when the API lets the render read it as them (`serviceFetch`), or before its data
 * arrives otherwise (the browser fetches it). The browser hydrates it (main.tsx), from the same
 * answers, so the shopper sees the page, their data in it, before its script has run.
 *
 * Reads happen between renders: each render tells which reads it lacks, they are made with the
 * hooks' own fetchers, and the page renders again with the answers, until none is missing.
 */
export const renderPage: RenderPage = async ({
  pathname,
  search,
  hostname,
  banner,
  signedIn,
  cookies,
  serviceFetch,
}) => {
  await loadOpeningPage(pathname, signedIn);
  const title = getBanner(banner).title;
  const render = (serviceData?: ServiceData) => renderToString(storefront({ serviceData }));
  const storefront = (props: Pick<StorefrontProps, 'serviceData'>) => (
    <StrictMode>
      {/* A cache per render: the default one would be shared by every shopper the server renders for. */}
      <SWRConfig value={{ provider: () => new Map() }}>
        <Router ssrPath={pathname} ssrSearch={search}>
          <Storefront
            banner={banner}
            servedSignedIn={signedIn}
            hostname={hostname}
            cookies={cookies}
            serviceFetch={serviceFetch}
            {...props}
          />
        </Router>
      </SWRConfig>
    </StrictMode>
  );
  if (!serviceFetch) return { root: render(), title };

  const answers = new Map<string, unknown>();
  for (let pass = 1; ; pass += 1) {
    const missing = new Map<string, () => Promise<unknown>>();
    const unread = new Map(answers);
    const root = render({ answers: unread, missing: (key, read) => missing.set(key, read) });
    const progressed = missing.size > 0 && pass < maxPasses && (await readInto(answers, missing));
    if (!progressed) {
      // Only what this render read: the browser's first render must read the same, no more.
      const serviceData = [...answers].filter(([key]) => !unread.has(key));
      return { root, title, serviceData };
    }
  }
};

/**
 * Whether an answer goes through JSON as the hooks read it: nothing but arrays, plain objects and
 * JSON's primitives (a field left undefined goes missing, which reads the same). A hook that turns a failure into data (the SMS statuses keep each type's error) gives
 * an `Error` in its answer: the page must not start from that, so the browser asks again.
 */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return (
    (prototype === Object.prototype || prototype === null) &&
    Object.values(value).every((field) => field === undefined || isPlainData(field))
  );
}

/**
 * Makes the reads and keeps the plain answers that came within `readWaitMs` (later ones are
 * dropped: the browser fetches those); whether any came.
 */
async function readInto(answers: Map<string, unknown>, reads: Map<string, () => Promise<unknown>>): Promise<boolean> {
  const arrived = new Map<string, unknown>();
  let deadline: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    deadline = setTimeout(resolve, readWaitMs);
  });
  await Promise.race([
    late,
    Promise.allSettled(
      [...reads].map(async ([key, read]) => {
        const answer = await read();
        if (isPlainData(answer)) arrived.set(key, answer);
      }),
    ),
  ]);
  clearTimeout(deadline);
  for (const [key, answer] of arrived) answers.set(key, answer);
  return arrived.size > 0;
}
