// The toast region's own chunk: main.tsx's first download imports @aisle/ui, this module does not
// reach the region through it.
export { ToastRegion } from '@aisle/ui';
