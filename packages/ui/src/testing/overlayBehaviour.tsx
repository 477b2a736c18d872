import type * as Dialog from '@radix-ui/react-dialog';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../messages';
import type { OverlayContentProps, OverlayDescription, OverlayFooter, OverlayTitle } from '../private/Overlay';

/** The parts Modal and Drawer share; each passes its own, so both prove the same behaviour. */
export interface OverlayParts {
  Root: typeof Dialog.Root;
  Trigger: typeof Dialog.Trigger;
  Content: ComponentType<OverlayContentProps & { children?: ReactNode }>;
  Title: typeof OverlayTitle;
  Description: typeof OverlayDescription;
  Close: typeof Dialog.Close;
  Footer: typeof OverlayFooter;
}

// Radix sets `pointer-events: none` on <body> while a modal layer is open, so clicking the backdrop
// area means dispatching on <body> itself, which user-event refuses by default.
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/**
 * Registers the behaviour every modal overlay must have (WAI-ARIA APG "Dialog (Modal)"), as
 * "given … / after …" tests. Called by Modal.test.tsx and Drawer.test.tsx.
 */
export function describeOverlayBehaviour(
  name: string,
  { Root, Trigger, Content, Title, Description, Close, Footer }: OverlayParts,
) {
  function Example({ children, ...props }: OverlayContentProps & { children?: ReactNode }) {
    return (
      <Root>
        <Trigger>Edit details</Trigger>
        <Content {...props}>
          <Title>Details</Title>
          <Description>Change the name shown on your profile.</Description>
          <label>
            Name <input />
          </label>
          {children}
          <Footer>
            <Close>Cancel</Close>
            <button type="button">Save</button>
          </Footer>
        </Content>
      </Root>
    );
  }

  const dialog = () => screen.getByRole('dialog', { name: 'Details' });
  // Once open, the rest of the page (the trigger too) is aria-hidden.
  const trigger = () => screen.getByRole('button', { name: 'Edit details', hidden: true });

  async function openWithKeyboard(user = setup(), key = '{Enter}') {
    await user.tab();
    expect(document.activeElement).toBe(trigger());
    await user.keyboard(key);
    return user;
  }

  afterEach(() => vi.restoreAllMocks());

  describe(`given a closed ${name}`, () => {
    it('after pressing Enter on the trigger, opens a dialog named by its title and described by its description', async () => {
      render(<Example />);
      expect(screen.queryByRole('dialog')).toBeNull();
      await openWithKeyboard();
      const described = document.getElementById(dialog().getAttribute('aria-describedby') ?? '');
      expect(described?.textContent).toBe('Change the name shown on your profile.');
      expect(dialog().getAttribute('data-state')).toBe('open');
      expect(trigger().getAttribute('aria-expanded')).toBe('true');
    });

    it('after pressing Space on the trigger, opens and moves focus to the close button in its header', async () => {
      render(<Example />);
      await openWithKeyboard(setup(), ' ');
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
      expect(dialog().contains(document.activeElement)).toBe(true);
    });
  });

  describe(`given an open ${name}`, () => {
    it('after Tab past the last control, wraps to the first; after Shift+Tab from the first, wraps to the last', async () => {
      render(<Example />);
      const user = await openWithKeyboard();
      const visited = [];
      for (let step = 0; step < 4; step += 1) {
        await user.tab();
        visited.push(document.activeElement);
      }
      expect(visited).toEqual([
        screen.getByRole('textbox', { name: 'Name' }),
        screen.getByRole('button', { name: 'Cancel' }),
        screen.getByRole('button', { name: 'Save' }),
        screen.getByRole('button', { name: 'Close' }),
      ]);
      await user.tab({ shift: true });
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
      expect(dialog().contains(document.activeElement)).toBe(true);
    });

    it('hides the rest of the page from assistive technology', async () => {
      render(<Example />);
      await openWithKeyboard();
      expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
      expect(trigger().closest('[aria-hidden="true"]')).not.toBeNull();
    });

    it('after pressing Escape, closes and returns focus to the trigger', async () => {
      render(<Example />);
      const user = await openWithKeyboard();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(trigger()));
      expect(trigger().getAttribute('data-state')).toBe('closed');
    });

    it('after pressing the close button, closes and returns focus to the trigger', async () => {
      render(<Example />);
      const user = await openWithKeyboard();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(trigger()));
    });

    it('after a click outside, closes and returns focus to the trigger', async () => {
      render(<Example />);
      const user = await openWithKeyboard();
      await user.click(document.body);
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(trigger()));
    });

    it('disables pointer events on body while open, and after closing leaves none behind', async () => {
      render(<Example />);
      const user = await openWithKeyboard();
      expect(document.body.style.pointerEvents).toBe('none');
      await user.keyboard('{Escape}');
      expect(document.body.style.pointerEvents).toBe('');
    });

    it('names its close button from the messages, or from closeLabel', async () => {
      const { unmount } = render(
        <MessagesProvider messages={{ close: 'Fermer' }}>
          <Example />
        </MessagesProvider>,
      );
      const user = await openWithKeyboard();
      expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
      await user.keyboard('{Escape}');
      unmount();
      render(<Example closeLabel="Close details" />);
      await openWithKeyboard();
      expect(screen.getByRole('button', { name: 'Close details' })).toBeTruthy();
    });
  });

  describe(`given a ${name} with dismissOnOutsideClick={false}`, () => {
    it('after a click outside, stays open; after Escape, closes', async () => {
      render(<Example dismissOnOutsideClick={false} />);
      const user = await openWithKeyboard();
      await user.click(document.body);
      expect(dialog()).toBeTruthy();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  describe(`given a ${name} opened from inside another`, () => {
    function Nested() {
      return (
        <Example>
          <Root>
            <Trigger>More</Trigger>
            <Content>
              <Title>More details</Title>
            </Content>
          </Root>
        </Example>
      );
    }

    it('after Escape, closes only the inner one and returns focus to its trigger; after another, the outer', async () => {
      render(<Nested />);
      const user = await openWithKeyboard();
      await user.click(screen.getByRole('button', { name: 'More' }));
      expect(screen.getByRole('dialog', { name: 'More details' })).toBeTruthy();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'More details' })).toBeNull();
      expect(dialog()).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More' })));
      expect(document.body.style.pointerEvents).toBe('none');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(trigger()));
      expect(document.body.style.pointerEvents).toBe('');
    });
  });

  describe(`given a page with a 15 px scrollbar`, () => {
    it(`after opening a ${name}, locks scrolling and keeps the scrollbar's width as body margin, so nothing shifts`, async () => {
      vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
      render(<Example />);
      const user = await openWithKeyboard();
      const locked = getComputedStyle(document.body);
      expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
      expect(locked.overflow).toBe('hidden');
      expect(locked.marginRight).toBe('15px');
      await user.keyboard('{Escape}');
      expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
      expect(getComputedStyle(document.body).marginRight).not.toBe('15px');
    });
  });

  describe(`given a controlled ${name} opened without its trigger`, () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Elsewhere
          </button>
          <Root open={open} onOpenChange={setOpen}>
            <Content>
              <Title>Details</Title>
            </Content>
          </Root>
        </>
      );
    }

    it('after Escape, returns focus to what had it before opening', async () => {
      render(<Controlled />);
      const user = setup();
      await user.tab();
      await user.keyboard('{Enter}');
      expect(dialog()).toBeTruthy();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' })));
    });
  });

  describe(`given a ${name} with a Title`, () => {
    it('after opening, does not warn', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      render(<Example />);
      await openWithKeyboard();
      expect(warn).not.toHaveBeenCalled();
    });
  });

  describe(`given a ${name} without a Title`, () => {
    it('after opening, warns in development that it needs one', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      render(
        <Root defaultOpen>
          <Content>Untitled</Content>
        </Root>,
      );
      await screen.findByRole('dialog');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${name}.Content has no ${name}.Title`));
    });
  });
}
