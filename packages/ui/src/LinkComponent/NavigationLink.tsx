'use client';

import { forwardRef } from 'react';
import { useLinkComponent, type LinkComponent, type LinkComponentProps } from './LinkComponent';

interface NavigationLinkProps extends LinkComponentProps {
  /** This link only: overrides the app's link component from `LinkComponentProvider`. */
  component?: LinkComponent;
  /** Marks the link as the page the person is on. */
  current?: boolean;
}

/** Renders the app's link component (or a plain `<a>`): the one way @aisle/ui parts render internal links. */
export const NavigationLink = forwardRef<HTMLAnchorElement, NavigationLinkProps>(function NavigationLink(
  { component, current, children, ...rest },
  ref,
) {
  const Component = useLinkComponent(component);
  const props = { ...rest, 'aria-current': current ? ('page' as const) : rest['aria-current'] };
  return Component ? (
    <Component {...props}>{children}</Component>
  ) : (
    <a ref={ref} {...props}>
      {children}
    </a>
  );
});
