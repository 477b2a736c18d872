// The package entry: every part's own public surface (its folder's index.ts), nothing more.

// Layout
export * from './Box';
export * from './Card';
export * from './Columns';
export * from './Divider';
export * from './Inline';
export * from './Stack';
export * from './VisuallyHidden';

// Actions
export * from './Button';
export * from './IconButton';
export * from './Link';
export * from './Menu';

// Fields
export * from './Checkbox';
export * from './CurrencyInput';
export * from './DateInput';
export * from './Field';
export * from './masks';
export * from './RadioGroup';
export * from './RadioTile';
export * from './Select';
export * from './TextField';

// Feedback
export * from './Alert';
export * from './Skeleton';
export * from './Spinner';
export * from './Toast';

// Overlays
export * from './ConfirmDialog';
export * from './Drawer';
export * from './Modal';

// Navigation
export * from './Accordion';
export * from './Breadcrumbs';
export * from './Carousel';
export * from './NavList';
export * from './Stepper';
export * from './Tabs';

// Words and links, set once by the app
export { LinkComponentProvider, type LinkComponent, type LinkComponentProps } from './LinkComponent';
export * from './messages';
