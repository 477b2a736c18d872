import type { HTMLAttributes, ReactNode } from 'react';
import type { AccessibleName } from '../private/accessibleName';
import { NavigationLink, type LinkComponent } from '../LinkComponent';
import { warnInDevelopment } from '../private/warnInDevelopment';
import * as styles from './NavList.css';

export interface NavListItem {
  label: ReactNode;
  href: string;
  /** The page the shopper is on: marked with `aria-current="page"` and a visible bar. */
  current?: boolean;
}

export type NavListProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'aria-label' | 'aria-labelledby'> &
  AccessibleName & {
    items: readonly NavListItem[];
    /** The router's link, taking `href` (see `LinkComponent`); a plain `<a>` by default. */
    linkComponent?: LinkComponent;
  };

/**
 * A vertical list of links to a section's pages, in a navigation landmark. A page can hold several
 * landmarks, so the nav needs a name that tells them apart ("Account").
 */
export function NavList({ items, linkComponent, className, ...rest }: NavListProps) {
  if (items.filter((item) => item.current).length > 1) {
    warnInDevelopment('NavList: more than one item is current; mark only the page the shopper is on.');
  }
  return (
    <nav className={className} {...rest}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <NavigationLink component={linkComponent} href={item.href} current={item.current} className={styles.link}>
              {item.label}
            </NavigationLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
