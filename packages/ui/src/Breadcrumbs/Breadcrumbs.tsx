'use client';

import type { HTMLAttributes, ReactNode } from 'react';
import { useMessages } from '../messages';
import { ChevronIcon } from '../private/ChevronIcon';
import { NavigationLink, type LinkComponent } from '../LinkComponent';
import { warnInDevelopment } from '../private/warnInDevelopment';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Where the crumb leads. Every crumb but the last needs one; the last is the current page. */
  href?: string;
}

export interface BreadcrumbsProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** From the top of the site down to the current page, which comes last. */
  items: readonly BreadcrumbItem[];
  /** The router's link, taking `href` (see `LinkComponent`); a plain `<a>` by default. */
  linkComponent?: LinkComponent;
  /** Names the navigation landmark; default from the message table ("Breadcrumbs"). */
  'aria-label'?: string;
}

/**
 * WAI-ARIA Authoring Practices: Breadcrumb (https://www.w3.org/WAI/ARIA/apg/patterns/breadcrumb/).
 * A labelled nav around an ordered list; the separators are hidden from assistive tech, and the
 * last crumb is the current page: text with `aria-current="page"`, not a link to itself.
 */
export function Breadcrumbs({ items, linkComponent, 'aria-label': label, className, ...rest }: BreadcrumbsProps) {
  const messages = useMessages();
  return (
    <nav aria-label={label ?? messages.breadcrumbs} className={className} {...rest}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          if (!isCurrent && item.href === undefined) {
            warnInDevelopment(`Breadcrumbs: crumb ${index + 1} of ${items.length} has no href; only the last may.`);
          }
          return (
            <li key={index} className={styles.item}>
              {isCurrent || item.href === undefined ? (
                <span className={isCurrent ? styles.current : undefined} aria-current={isCurrent ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <NavigationLink component={linkComponent} href={item.href} className={styles.link}>
                  {item.label}
                </NavigationLink>
              )}
              {!isCurrent && <ChevronIcon direction="right" className={styles.separator} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
