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
import * as styles from './Drawer.css';

// WAI-ARIA APG "Dialog (Modal)", as a side panel: https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/

export type DrawerRootProps = Dialog.DialogProps;
export type DrawerTriggerProps = Dialog.DialogTriggerProps;
export type DrawerCloseProps = Dialog.DialogCloseProps;
export type DrawerTitleProps = OverlayTitleProps;
export type DrawerDescriptionProps = OverlayDescriptionProps;
export type DrawerFooterProps = OverlayFooterProps;

export interface DrawerContentProps extends OverlayContentProps {
  /** The edge it slides in from. */
  side?: keyof typeof styles.side;
}

/** Holds the open state. Controlled with `open` + `onOpenChange`, or not with `defaultOpen`. */
export const DrawerRoot = Dialog.Root;
/** The button that opens the drawer; focus returns to it on close. Use `asChild` to wrap a Button. */
export const DrawerTrigger = Dialog.Trigger;
/** Closes the drawer: wrap a footer Button with `asChild`. */
export const DrawerClose = Dialog.Close;
export const DrawerTitle = OverlayTitle;
export const DrawerDescription = OverlayDescription;
export const DrawerFooter = OverlayFooter;

/** The panel itself, portalled to <body> over a dimmed page, with a close button in its header. */
export const DrawerContent = forwardRef<HTMLDivElement, DrawerContentProps>(function DrawerContent(
  { side = 'right', ...props },
  ref,
) {
  return <OverlayContent {...props} ref={ref} part="Drawer" panelClassName={styles.side[side]} />;
});

export const Drawer = {
  Root: DrawerRoot,
  Trigger: DrawerTrigger,
  Content: DrawerContent,
  Title: DrawerTitle,
  Description: DrawerDescription,
  Close: DrawerClose,
  Footer: DrawerFooter,
};
