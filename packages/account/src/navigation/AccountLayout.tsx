import type { ReactNode } from 'react';
import { AccountBreadcrumbs } from './AccountBreadcrumbs';
import * as styles from './AccountLayout.css';
import { AccountNavigation } from './AccountNavigation';
import type { AccountNavigationSettings } from './useAccountNavigation';

export interface AccountLayoutProps extends AccountNavigationSettings {
  /** The page the shopper is on: marks the navigation entry and ends the breadcrumbs. */
  currentHref: string;
  /**
   * The page's title, rendered as its one `<h1>`. Leave it out when the screen inside brings its
   * own `<h1>` (the address book, the preferences…), so the page never has two.
   */
  heading?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * An account page: breadcrumbs on top, then the left navigation beside the content from the md
 * breakpoint, a single column below it.
 */
export function AccountLayout({ currentHref, heading, children, className, ...settings }: AccountLayoutProps) {
  return (
    <div className={[styles.layout, className].filter(Boolean).join(' ')}>
      <AccountBreadcrumbs currentHref={currentHref} {...settings} />
      <div className={styles.columns}>
        <AccountNavigation currentHref={currentHref} {...settings} />
        <div className={styles.content}>
          {heading !== undefined && heading !== null && <h1 className={styles.heading}>{heading}</h1>}
          {children}
        </div>
      </div>
    </div>
  );
}
