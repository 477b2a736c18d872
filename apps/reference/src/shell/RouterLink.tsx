import type { LinkComponentProps } from '@aisle/ui';
import { forwardRef } from 'react';
import { Link } from 'react-router';

/** React Router's link behind @aisle/ui's `href` API: in-app links never reload the page. */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { href, ...rest },
  ref,
) {
  return <Link ref={ref} to={href} {...rest} />;
});
