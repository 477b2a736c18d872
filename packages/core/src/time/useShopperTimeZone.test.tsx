import { render, renderHook, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A shopper west of UTC, whatever this machine's zone: each test loads the module afresh, so its
// once-a-page read sees this browser.
const shopperZone = 'America/New_York';
const RealDateTimeFormat = Intl.DateTimeFormat;
let zoneReads = 0;

beforeEach(() => {
  vi.resetModules();
  zoneReads = 0;
  // The zone is read as `Intl.DateTimeFormat().resolvedOptions()`, without `new`.
  const shopperFormat = (locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) => {
    const format = new RealDateTimeFormat(locales, options);
    if (options?.timeZone) return format;
    zoneReads += 1;
    return Object.assign(Object.create(format) as Intl.DateTimeFormat, {
      resolvedOptions: () => ({ ...format.resolvedOptions(), timeZone: shopperZone }),
    });
  };
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(shopperFormat as unknown as typeof Intl.DateTimeFormat);
});
afterEach(() => vi.restoreAllMocks());

const load = () => import('./useShopperTimeZone');

describe('useShopperTimeZone', () => {
  it('is the browser’s zone once rendered in the browser, and a given zone over it', async () => {
    const { useShopperTimeZone } = await load();
    const { result } = renderHook(() => useShopperTimeZone());
    expect(result.current).toBe(shopperZone);
    const Zone = () => <p>{useShopperTimeZone('America/Chicago')}</p>;
    render(<Zone />);
    expect(screen.getByText('America/Chicago')).toBeTruthy();
  });

  it('hydrates the server’s UTC without a mismatch, then shows the browser’s zone', async () => {
    const { useShopperTimeZone } = await load();
    const Zone = () => <p>{useShopperTimeZone()}</p>;
    const container = document.createElement('div');
    // The server's markup: it cannot know the shopper's zone.
    container.innerHTML = renderToString(<Zone />);
    expect(container.textContent).toBe('UTC');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Zone />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe(shopperZone);
  });

  it('asks Intl once a page, however often it is read', async () => {
    const { browserTimeZone } = await load();
    expect([browserTimeZone(), browserTimeZone(), browserTimeZone()]).toEqual([shopperZone, shopperZone, shopperZone]);
    expect(zoneReads).toBe(1);
  });
});
