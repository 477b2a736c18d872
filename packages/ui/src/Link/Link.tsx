'use client';

import { forwardRef } from 'react';
import { NavigationLink, type LinkComponent, type LinkComponentProps } from '../LinkComponent';
import { useMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { link, quiet as quietClass } from './Link.css';

export interface LinkProps extends LinkComponentProps {
  /** This link only: overrides the app's router link set with `LinkComponentProvider`. */
  linkComponent?: LinkComponent;
  /** Leaves the app in a new tab, safely, and says so to screen readers; never routed. */
  external?: boolean;
  /** No underline until hovered: for navigation lists, never for links in running text. */
  quiet?: boolean;
}

/** A styled link. Internal links go through the app's router link (see `LinkComponentProvider`). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { linkComponent, external = false, quiet = false, className, children, ...rest },
  ref,
) {
  const messages = useMessages();
  const classes = [link, quiet && quietClass, className].filter(Boolean).join(' ');
  if (external) {
    return (
      <a ref={ref} target="_blank" rel="noopener noreferrer" {...rest} className={classes}>
        {children}
        <VisuallyHidden> {messages.opensInNewTab}</VisuallyHidden>
      </a>
    );
  }
  return (
    <NavigationLink ref={ref} component={linkComponent} {...rest} className={classes}>
      {children}
    </NavigationLink>
  );
});
