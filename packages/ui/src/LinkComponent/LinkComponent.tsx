'use client';

import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';

/** What a link component receives: an anchor's props, with `href` always set. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/**
 * A router's link adapted to take `href`, e.g. `({ href, ...rest }) => <RouterLink to={href} {...rest} />`.
 * @aisle/ui never imports a router: every part that renders an internal link renders this.
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

const LinkComponentContext = createContext<LinkComponent | undefined>(undefined);

/**
 * Sets, once for the app, the component every @aisle/ui link renders (Link, Breadcrumbs, NavList),
 * so navigation stays inside the app's router. Without one, links are plain `<a>` elements.
 */
export function LinkComponentProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

export function useLinkComponent(override?: LinkComponent): LinkComponent | undefined {
  const fromContext = useContext(LinkComponentContext);
  return override ?? fromContext;
}
