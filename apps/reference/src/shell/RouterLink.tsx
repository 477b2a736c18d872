import type { LinkComponentProps } from '@aisle/ui';
import { forwardRef } from 'react';
import { Link } from 'wouter';

/** The router's link behind @aisle/ui's `href` API: in-app links never reload the page. */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(props, ref) {
  return <Link ref={ref} {...props} />;
});
