import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef } from 'react';
import {
  OverlayContent,
  OverlayDescription,
  OverlayFooter,
  OverlayTitle,
  type OverlayContentProps,
  type OverlayDescriptionProps,
  type OverlayFooterProps,
  type OverlayTitleProps,
} from '../private/Overlay';
import * as styles from './Modal.css';

// WAI-ARIA APG "Dialog (Modal)": https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/

export type ModalRootProps = Dialog.DialogProps;
export type ModalTriggerProps = Dialog.DialogTriggerProps;
export type ModalCloseProps = Dialog.DialogCloseProps;
export type ModalTitleProps = OverlayTitleProps;
export type ModalDescriptionProps = OverlayDescriptionProps;
export type ModalFooterProps = OverlayFooterProps;

export interface ModalContentProps extends OverlayContentProps {
  /** `small` 400 px, `default` 500 px, `wide` 650 px; never wider than the screen less a margin. */
  width?: keyof typeof styles.width;
}

/** Holds the open state. Controlled with `open` + `onOpenChange`, or not with `defaultOpen`. */
export const ModalRoot = Dialog.Root;
/** The button that opens the modal; focus returns to it on close. Use `asChild` to wrap a Button. */
export const ModalTrigger = Dialog.Trigger;
/** Closes the modal: wrap a footer Button with `asChild`. */
export const ModalClose = Dialog.Close;
export const ModalTitle = OverlayTitle;
export const ModalDescription = OverlayDescription;
export const ModalFooter = OverlayFooter;

/** The dialog itself, portalled to <body> over a dimmed page, with a close button in its header. */
export const ModalContent = forwardRef<HTMLDivElement, ModalContentProps>(function ModalContent(
  { width = 'default', ...props },
  ref,
) {
  return <OverlayContent {...props} ref={ref} part="Modal" panelClassName={styles.width[width]} />;
});

export const Modal = {
  Root: ModalRoot,
  Trigger: ModalTrigger,
  Content: ModalContent,
  Title: ModalTitle,
  Description: ModalDescription,
  Close: ModalClose,
  Footer: ModalFooter,
};
