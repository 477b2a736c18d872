import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../messages';
import { ToastRegion } from './ToastRegion';
import { clearToasts, toast } from './toastStore';

beforeEach(() => {
  clearToasts();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets time pass, and the exit motion's promise settle, inside act. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const raise = (run: () => unknown) => act(() => void run());
const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const politeRegion = () => region().querySelector('[aria-live="polite"]') as HTMLElement;
const assertiveRegion = () => region().querySelector('[aria-live="assertive"]') as HTMLElement;
const shown = () => screen.queryAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);

describe('given a mounted ToastRegion', () => {
  it('renders an empty polite and an empty assertive live region, named with its hotkey', () => {
    render(<ToastRegion />);
    expect(politeRegion().children).toHaveLength(0);
    expect(assertiveRegion().children).toHaveLength(0);
  });

  it('after toast.success, returns an id and adds the toast to the polite region with its tone word', () => {
    render(<ToastRegion />);
    let id = '';
    raise(() => (id = toast.success({ heading: 'Success!', body: 'Your address has been updated.' })));
    expect(id).toMatch(/\S/);
    expect(within(politeRegion()).getByRole('listitem').textContent).toContain(
      'SuccessSuccess!Your address has been updated.',
    );
  });

  it('after toast.error, adds the toast to the assertive region', () => {
    render(<ToastRegion />);
    raise(() => toast.error({ body: 'Your card could not be saved.' }));
    expect(within(assertiveRegion()).getByText('Your card could not be saved.')).toBeTruthy();
    expect(politeRegion().children).toHaveLength(0);
  });

  it('after toast.info and toast.warning, adds both to the polite region', () => {
    render(<ToastRegion />);
    raise(() => toast.info({ heading: 'Heads up' }));
    raise(() => toast.warning({ heading: 'Almost full' }));
    expect(
      within(politeRegion())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['InformationHeads up', 'WarningAlmost full']);
    expect(assertiveRegion().children).toHaveLength(0);
  });

  it('after 4999 ms keeps a toast; after 5000 ms it leaves', async () => {
    render(<ToastRegion />);
    raise(() => toast.success({ heading: 'Saved' }));
    await wait(4999);
    expect(shown()).toEqual(['Saved']);
    await wait(1);
    expect(shown()).toEqual([]);
  });

  it('honours a toast’s own duration, and Infinity keeps it until dismissed', async () => {
    render(<ToastRegion />);
    raise(() => toast.success({ heading: 'Quick', duration: 1000 }));
    raise(() => toast.error({ heading: 'Sticky', duration: Infinity }));
    await wait(1000);
    expect(shown()).toEqual(['Sticky']);
    await wait(600_000);
    expect(shown()).toEqual(['Sticky']);
  });

  it('keeps an error until it is dismissed, unless the error sets its own duration', async () => {
    render(<ToastRegion />);
    raise(() => toast.error({ heading: 'Not saved' }));
    raise(() => toast.error({ heading: 'Brief', duration: 2000 }));
    await wait(600_000);
    expect(shown()).toEqual(['Not saved']);
  });

  it('after toast.dismiss(id), removes that toast only; toast.dismiss() removes all', async () => {
    render(<ToastRegion />);
    let first = '';
    raise(() => (first = toast.info({ heading: 'One' })));
    raise(() => toast.info({ heading: 'Two' }));
    raise(() => toast.dismiss(first));
    await wait(0);
    expect(shown()).toEqual(['Two']);
    raise(() => toast.dismiss());
    await wait(0);
    expect(shown()).toEqual([]);
  });

  it('given the same id twice, replaces the first toast instead of adding one', async () => {
    render(<ToastRegion />);
    raise(() => toast.info({ id: 'sync', heading: 'Saving' }));
    raise(() => toast.success({ id: 'sync', heading: 'Saved' }));
    await wait(0);
    expect(shown()).toEqual(['Saved']);
  });
});

describe('given more toasts than the cap', () => {
  it('shows 3 by default: the oldest leaves first', async () => {
    render(<ToastRegion />);
    for (const heading of ['1', '2', '3', '4']) raise(() => toast.info({ heading }));
    await wait(0);
    expect(shown()).toEqual(['2', '3', '4']);
  });

  it('honours the limit prop across both live regions', async () => {
    render(<ToastRegion limit={2} />);
    raise(() => toast.error({ heading: 'Old error' }));
    raise(() => toast.info({ heading: 'Info' }));
    raise(() => toast.success({ heading: 'Newest' }));
    await wait(0);
    expect(shown()).toEqual(['Info', 'Newest']);
  });
});

describe('given a toast that is hovered or focused', () => {
  it('while the pointer is over the region, no toast leaves; after it leaves, the rest of the time runs', async () => {
    render(<ToastRegion />);
    raise(() => toast.success({ heading: 'Saved' }));
    await wait(1000);
    fireEvent.mouseEnter(screen.getByRole('listitem'));
    await wait(60_000);
    expect(shown()).toEqual(['Saved']);
    fireEvent.mouseLeave(screen.getByRole('listitem'));
    await wait(3999);
    expect(shown()).toEqual(['Saved']);
    await wait(1);
    expect(shown()).toEqual([]);
  });

  it('while focus is in the region, no toast leaves', async () => {
    render(<ToastRegion />);
    raise(() => toast.success({ heading: 'Saved' }));
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    await wait(60_000);
    expect(shown()).toEqual(['Saved']);
  });
});

describe('given the keyboard', () => {
  // Testing Library's user-event waits on a real setTimeout after each action; nothing here is timed.
  beforeEach(() => {
    vi.useRealTimers();
  });
  const user = () => userEvent.setup();
  const settle = () => act(async () => {});

  function Page() {
    return (
      <>
        <button type="button">Save</button>
        <ToastRegion />
      </>
    );
  }

  it('after F8 with no toasts, leaves focus where it was', async () => {
    render(<Page />);
    await user().tab();
    await user().keyboard('{F8}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  it('after F8, focuses the region; after Escape, returns focus', async () => {
    render(<Page />);
    raise(() => toast.success({ heading: 'Saved' }));
    await user().tab();
    await user().keyboard('{F8}');
    expect(document.activeElement).toBe(region());
    await user().keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  it('after F8, Tab and Enter, dismisses a toast and moves focus to the next, then back to the page', async () => {
    render(<Page />);
    raise(() => toast.success({ heading: 'First', duration: Infinity }));
    raise(() => toast.success({ heading: 'Second', duration: Infinity }));
    await user().tab();
    await user().keyboard('{F8}');
    await user().tab();
    const [first, second] = screen.getAllByRole('button', { name: 'Dismiss' });
    expect(document.activeElement).toBe(first);
    await user().keyboard('{Enter}');
    await settle();
    expect(shown()).toEqual(['Second']);
    expect(document.activeElement).toBe(second);
    await user().keyboard(' ');
    await settle();
    expect(shown()).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  it('describes each dismiss button by its toast’s heading', () => {
    render(<Page />);
    raise(() => toast.success({ heading: 'Saved' }));
    const button = screen.getByRole('button', { name: 'Dismiss' });
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Saved');
  });

  it('uses another hotkey when given one', async () => {
    render(<ToastRegion hotkey="F6" />);
    raise(() => toast.success({ heading: 'Saved' }));
    await user().keyboard('{F6}');
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F6)' }));
  });
});

describe('given message overrides', () => {
  it('names the region, the tone and the dismiss button in the overriding words', () => {
    render(
      <MessagesProvider messages={{ notificationsWithHotkey: 'Avis ({hotkey})', success: 'Succès' }}>
        <ToastRegion dismissLabel="Fermer" />
      </MessagesProvider>,
    );
    raise(() => toast.success({ heading: 'Enregistré' }));
    expect(screen.getByRole('region', { name: 'Avis (F8)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('SuccèsEnregistré');
  });
});

describe('given development mistakes', () => {
  it('warns when a toast is raised with no region mounted, and when two regions are mounted', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    toast.info({ heading: 'Lost' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no <ToastRegion> mounted'));
    render(
      <>
        <ToastRegion />
        <ToastRegion />
      </>,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('More than one <ToastRegion>'));
    warn.mockRestore();
  });
});
