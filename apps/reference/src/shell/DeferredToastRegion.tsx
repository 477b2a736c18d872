import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstPaint } from '../loading/afterFirstPaint';

const ToastRegion = lazy(() => import('./toastRegion').then(({ ToastRegion }) => ({ default: ToastRegion })));

/**
 * @aisle/ui's toast region, mounted once the page has painted: no toast comes before the shopper
 * acts, and its code stays out of the first download. Toasts queued before it mounts still show.
 */
export function DeferredToastRegion() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterFirstPaint(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
