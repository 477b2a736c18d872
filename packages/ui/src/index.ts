// The package entry: every part's own public surface (its folder's index.ts), nothing more.

// Layout
export { Box, sprinkles, type BoxProps, type ResponsiveSpace, type Space, type Sprinkles } from './Box';
export { Card, type CardProps, type CardVariants } from './Card';
export {
  Column,
  Columns,
  type ColumnProps,
  type ColumnsProps,
  type ColumnVariants,
  type ColumnsVariants,
} from './Columns';
export { Divider, type DividerProps } from './Divider';
export { Inline, type InlineProps } from './Inline';
export { Stack, type StackProps } from './Stack';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';

// Actions
export { Button, keepFocusOnPress, type ButtonProps, type ButtonVariants } from './Button';
export { IconButton, type IconButtonProps } from './IconButton';
export { Link, type LinkProps } from './Link';
export { Menu, type MenuItem, type MenuProps } from './Menu';

// Fields
export { Checkbox, type CheckboxProps } from './Checkbox';
export { centsFromDigits, CurrencyInput, formatCents, parseAmount, type CurrencyInputProps } from './CurrencyInput';
export { DateInput, formatDateInput, parseDateInput, type DateInputProps, type DateParts } from './DateInput';
export { Field, type FieldControlProps, type FieldIds, type FieldProps, type FieldTextProps } from './Field';
export {
  caretAfterFormat,
  digitsOnly,
  groupDigits,
  isDigit,
  useMaskedInput,
  type MaskedInputHandlers,
  type MaskedInputOptions,
} from './masks';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './RadioGroup';
export {
  RadioTile,
  RadioTileAction,
  RadioTileGroup,
  type RadioTileActionProps,
  type RadioTileGroupProps,
  type RadioTileProps,
} from './RadioTile';
export { Select, type SelectOption, type SelectProps } from './Select';
export { TextField, type TextFieldProps } from './TextField';

// Feedback
export { Alert, type AlertBaseProps, type AlertDismissProps, type AlertProps, type AlertTone } from './Alert';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { Spinner, type SpinnerProps, type SpinnerVariants } from './Spinner';
export {
  toast,
  ToastRegion,
  type ToastContent,
  type ToastOptions,
  type ToastRegionProps,
  type ToastTone,
} from './Toast';

// Overlays
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export {
  Drawer,
  DrawerClose,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerRoot,
  DrawerTitle,
  DrawerTrigger,
  type DrawerCloseProps,
  type DrawerContentProps,
  type DrawerDescriptionProps,
  type DrawerFooterProps,
  type DrawerRootProps,
  type DrawerTitleProps,
  type DrawerTriggerProps,
} from './Drawer';
export {
  Modal,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalRoot,
  ModalTitle,
  ModalTrigger,
  type ModalCloseProps,
  type ModalContentProps,
  type ModalDescriptionProps,
  type ModalFooterProps,
  type ModalRootProps,
  type ModalTitleProps,
  type ModalTriggerProps,
} from './Modal';

// Navigation
export {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionRoot,
  AccordionTrigger,
  Disclosure,
  DisclosureContent,
  DisclosureRoot,
  DisclosureTrigger,
  type AccordionContentProps,
  type AccordionItemProps,
  type AccordionRootProps,
  type AccordionTriggerProps,
  type DisclosureContentProps,
  type DisclosureRootProps,
  type DisclosureTriggerProps,
} from './Accordion';
export { Breadcrumbs, type BreadcrumbItem, type BreadcrumbsProps } from './Breadcrumbs';
export { Carousel, type CarouselMessages, type CarouselProps } from './Carousel';
export { NavList, type NavListItem, type NavListProps } from './NavList';
export { Stepper, type StepperProps, type StepperStep, type StepState } from './Stepper';
export {
  Tabs,
  TabsContent,
  TabsList,
  TabsRoot,
  TabsTrigger,
  type TabsContentProps,
  type TabsListProps,
  type TabsRootProps,
  type TabsTriggerProps,
} from './Tabs';

// Prop types the parts share (named so a team can type its own wrappers)
export type { AccessibleName } from './private/accessibleName';
export type { ChoiceGroupProps } from './private/ChoiceFieldset/ChoiceFieldset';
export type { FeedbackTone } from './private/FeedbackIcon';
export type {
  OverlayContentProps,
  OverlayDescriptionProps,
  OverlayFooterProps,
  OverlayTitleProps,
} from './private/Overlay';

// Words and links, set once by the app
export { LinkComponentProvider, type LinkComponent, type LinkComponentProps } from './LinkComponent';
export { defaultMessages, format, MessagesProvider, useMessages, type MessageKey, type Messages } from './messages';
