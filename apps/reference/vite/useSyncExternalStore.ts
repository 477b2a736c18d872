// What wouter's `use-sync-external-store/shim` import resolves to (vite.config.ts): React 19's
// own hook. The shim hands over to it on React 18 and later anyway, but its fallback for older
// Reacts would still be in the first download.
export { useSyncExternalStore } from 'react';
