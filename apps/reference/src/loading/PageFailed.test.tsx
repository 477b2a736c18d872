import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageFailed } from './PageFailed';

// A page whose code is fetched as the storefront's are (routes.tsx): `use()` on the download's
// promise; a failed download stays failed until `retry()`.
function pageWithCode(downloads: (() => Promise<string>)[]) {
  let download: Promise<string> | undefined;
  const fetches = { count: 0 };
  const next = () => {
    fetches.count += 1;
    return (downloads.shift() ?? (() => Promise.reject(new Error('offline'))))();
  };
  function Page() {
    const text = use((download ??= next()));
    return <h1>{text}</h1>;
  }
  const retry = () => {
    download = undefined;
  };
  return { Page, retry, fetches };
}

const failure = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));

async function show({ Page, retry }: ReturnType<typeof pageWithCode>) {
  // Awaited, so React renders again once the download settles.
  await act(async () => {
    render(
      <PageFailed onRetry={retry}>
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

  it('says so with a heading of its own and a Try Again, not a blank screen, and fetches once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = pageWithCode([failure]);
    await show(page);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page did not load' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Check your connection, then try again.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(page.fetches.count).toBe(1);
  });

  it('after Try Again, fetches the code again and shows the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = pageWithCode([failure, () => Promise.resolve('Profile')]);
    await show(page);
    const tryAgain = await screen.findByRole('button', { name: 'Try Again' });
    // Awaited in act, as the page suspends again on its second download.
    await act(() => userEvent.click(tryAgain));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(page.fetches.count).toBe(2);
  });
});
