'use client';

import * as Dialog from '@radix-ui/react-dialog';
import {
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type RefObject,
} from 'react';
import { useMessages } from '../messages';
import * as styles from './Overlay.css';
import { warnInDevelopment } from './warnInDevelopment';

/*
 * The one modal overlay behind Modal and Drawer (WAI-ARIA APG "Dialog (Modal)" pattern), so the two
 * cannot drift: Radix Dialog gives focus trap, Escape, outside press, aria-hidden siblings and scroll
 * lock; this adds the header close button, the title check, styling and focus return without a Trigger.
 */

export interface OverlayContentProps extends Omit<Dialog.DialogContentProps, 'forceMount'> {
  /** Accessible name of the close button in the header. Defaults to the `close` message. */
  closeLabel?: string;
  /** Hide the header close button, when the footer offers its own way out. */
  showCloseButton?: boolean;
  /** `false` keeps it open when the person clicks outside; Escape and the close button still close it. */
  dismissOnOutsideClick?: boolean;
}

interface PanelProps extends OverlayContentProps {
  /** The public part name, for the development warning: "Modal" or "Drawer". */
  part: string;
  panelClassName: string;
}

const join = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

/** Set by a mounted Title, read when the content opens: a dialog must have a name. */
const TitleSeen = createContext<RefObject<boolean> | null>(null);

export const OverlayContent = forwardRef<HTMLDivElement, PanelProps>(function OverlayContent(
  {
    part,
    panelClassName,
    className,
    closeLabel,
    showCloseButton = true,
    dismissOnOutsideClick = true,
    onPointerDownOutside,
    onOpenAutoFocus,
    onCloseAutoFocus,
    children,
    ...rest
  },
  ref,
) {
  const { close } = useMessages();
  const titleSeen = useRef(false);
  const returnFocusTo = useRef<Element | null>(null);
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={styles.overlay} />
      <Dialog.Content
        {...rest}
        ref={ref}
        className={join(`${styles.panel} ${panelClassName}`, className)}
        onPointerDownOutside={(event) => {
          onPointerDownOutside?.(event);
          if (!dismissOnOutsideClick) event.preventDefault();
        }}
        // Runs after every child's effects, so a mounted Title has registered by now.
        onOpenAutoFocus={(event) => {
          returnFocusTo.current = document.activeElement;
          if (
            process.env.NODE_ENV !== 'production' &&
            !titleSeen.current &&
            !rest['aria-label'] &&
            !rest['aria-labelledby']
          ) {
            warnInDevelopment(
              `${part}.Content has no ${part}.Title. Screen readers announce a dialog by its title: add one (it may be visually hidden).`,
            );
          }
          onOpenAutoFocus?.(event);
        }}
        // Radix returns focus to its Trigger only. Opened some other way (a controlled `open`), go back
        // to whatever had focus before, rather than dropping focus onto <body>.
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = returnFocusTo.current;
          if (
            !event.defaultPrevented &&
            target instanceof HTMLElement &&
            target !== document.body &&
            target.isConnected
          ) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        {showCloseButton && (
          <Dialog.Close className={styles.close} aria-label={closeLabel ?? close}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        )}
        <TitleSeen.Provider value={titleSeen}>{children}</TitleSeen.Provider>
      </Dialog.Content>
    </Dialog.Portal>
  );
});

export type OverlayTitleProps = ComponentPropsWithoutRef<typeof Dialog.Title>;

/** The dialog's name (an `h2`); every Modal and Drawer needs one. */
export const OverlayTitle = forwardRef<HTMLHeadingElement, OverlayTitleProps>(function OverlayTitle(
  { className, ...props },
  ref,
) {
  const titleSeen = useContext(TitleSeen);
  useEffect(() => {
    if (!titleSeen) return;
    titleSeen.current = true;
    return () => {
      titleSeen.current = false;
    };
  }, [titleSeen]);
  return <Dialog.Title {...props} ref={ref} className={join(styles.title, className)} />;
});

export type OverlayDescriptionProps = ComponentPropsWithoutRef<typeof Dialog.Description>;

export const OverlayDescription = forwardRef<HTMLParagraphElement, OverlayDescriptionProps>(function OverlayDescription(
  { className, ...props },
  ref,
) {
  return <Dialog.Description {...props} ref={ref} className={join(styles.description, className)} />;
});

export type OverlayFooterProps = ComponentPropsWithoutRef<'div'>;

/** The actions row. Put the main action last: it sits on the right, or at the bottom on phones. */
export const OverlayFooter = forwardRef<HTMLDivElement, OverlayFooterProps>(function OverlayFooter(
  { className, ...props },
  ref,
) {
  return <div {...props} ref={ref} className={join(styles.footer, className)} />;
});
