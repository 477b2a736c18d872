import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { MessagesProvider } from '../messages';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

function Example(props: Partial<ConfirmDialogProps>) {
  return (
    <ConfirmDialog
      heading="Remove this item?"
      body="It will be gone for good."
      onConfirm={() => undefined}
      trigger={<Button>Remove</Button>}
      {...props}
    />
  );
}

function deferred() {
  let resolve = () => {};
  let reject = (_reason: unknown) => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function open(user = setup()) {
  await user.tab();
  await user.keyboard('{Enter}');
  return user;
}

const dialog = () => screen.getByRole('alertdialog', { name: 'Remove this item?' });

describe('given a default ConfirmDialog', () => {
  it('after opening, is an alert dialog described by its body, with focus on Cancel and no close button', async () => {
    render(<Example />);
    await open();
    const described = document.getElementById(dialog().getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('It will be gone for good.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('reads its default labels from the messages', async () => {
    render(
      <MessagesProvider messages={{ confirm: 'Confirmer', cancel: 'Annuler' }}>
        <Example />
      </MessagesProvider>,
    );
    await open();
    expect(screen.getByRole('button', { name: 'Confirmer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });

  it('after pressing Cancel, closes without confirming and returns focus to the trigger', async () => {
    const onConfirm = vi.fn();
    render(<Example onConfirm={onConfirm} />);
    const user = await open();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove' })));
  });

  it('after confirming with a plain function, calls it once and closes', async () => {
    const onConfirm = vi.fn();
    render(<Example onConfirm={onConfirm} confirmLabel="Yes, remove" />);
    const user = await open();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('given a destructive ConfirmDialog', () => {
  it('shows its confirm button in the destructive style', async () => {
    render(<Example destructive confirmLabel="Remove for good" />);
    await open();
    expect(screen.getByRole('button', { name: 'Remove for good' }).className).toMatch(/variant_destructive/);
  });
});

describe('given a controlled ConfirmDialog whose onConfirm returns a promise', () => {
  function Controlled({ onConfirm, onOpenChange }: Pick<ConfirmDialogProps, 'onConfirm' | 'onOpenChange'>) {
    return (
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        heading="Remove this item?"
        confirmLabel="Remove"
        busyLabel="Removing"
        onConfirm={onConfirm}
      />
    );
  }

  it('while pending, is busy and ignores Escape, a click outside and Cancel', async () => {
    const pending = deferred();
    const onOpenChange = vi.fn();
    render(<Controlled onConfirm={() => pending.promise} onOpenChange={onOpenChange} />);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const busy = screen.getByRole('button', { name: 'Removing' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(busy);
    await user.keyboard('{Escape}');
    await user.click(document.body);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    expect(onOpenChange).not.toHaveBeenCalled();
    pending.resolve();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('after the promise rejects, stays open and no longer busy, so the caller can say why', async () => {
    const pending = deferred();
    const onOpenChange = vi.fn();
    render(<Controlled onConfirm={() => pending.promise} onOpenChange={onOpenChange} />);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    pending.reject(new Error('offline'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' }).getAttribute('aria-busy')).toBeNull());
    expect(dialog()).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
