import { act, render, screen } from '@testing-library/react';
import { Suspense, use, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageFailed } from './PageFailed';

// A page whose code is fetched as the storefront's are (routes.tsx): `use()` on the download's
// promise, which stays failed once it has failed.
function pageWithCode(download: () => Promise<string>) {
  let loading: Promise<string> | undefined;
  const fetches = { count: 0 };
  function Page() {
    const text = use(
      (loading ??= (() => {
        fetches.count += 1;
        return download();
      })()),
    );
    return <h1>{text}</h1>;
  }
  return { Page, fetches };
}

async function show(Page: () => ReactNode) {
  // Awaited, so React renders again once the download settles.
  await act(async () => {
    render(
      <PageFailed>
        <Suspense fallback="loading">
          <Page />
        </Suspense>
      </PageFailed>,
    );
  });
}

describe('given a page whose code does not arrive', () => {
  // React reports the caught error on the console; these tests are about what the shopper sees.
  afterEach(() => vi.restoreAllMocks());

  it('says so with a heading of its own, not a blank screen, having tried once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Page, fetches } = pageWithCode(() => Promise.reject(new Error('Failed to fetch module')));
    await show(Page);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page did not load' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Check your connection, then try again.');
    expect(fetches.count).toBe(1);
  });

  it('offers Try Again as a link that loads this very page afresh, query included', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/account/addresses?addressBook=v2');
    const { Page } = pageWithCode(() => Promise.reject(new Error('Failed to fetch module')));
    await show(Page);
    const tryAgain = await screen.findByRole('link', { name: 'Try Again' });
    expect(tryAgain.getAttribute('href')).toBe('/account/addresses?addressBook=v2');
    window.history.replaceState(null, '', '/');
  });
});

describe('given a page whose code arrives', () => {
  it('shows the page and nothing of PageFailed', async () => {
    const { Page } = pageWithCode(() => Promise.resolve('Profile'));
    await show(Page);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
