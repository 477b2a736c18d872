import { Link, type LinkComponentProps } from '@aisle/ui';
import { Component, type ReactNode } from 'react';
import { storefrontMessages as messages } from '../messages';
import * as styles from '../pages/pages.css';
import { useCurrentPath } from '../shell/currentPath';

interface PageFailedProps {
  children: ReactNode;
}

/** A link the router does not take: the browser loads the page afresh. */
function DocumentLink({ children, ...props }: LinkComponentProps) {
  return <a {...props}>{children}</a>;
}

/** What the shopper sees in the failed page's place. */
function PageFailedMessage() {
  return (
    <section className={styles.column} role="alert">
      <h1 className={styles.heading}>{messages.pageFailedHeading}</h1>
      <p className={styles.body}>{messages.pageFailedBody}</p>
      <Link href={useCurrentPath()} linkComponent={DocumentLink}>
        {messages.pageFailedRetry}
      </Link>
    </section>
  );
}

/**
 * Catches a page whose code did not arrive (a phone between two cells, or a release that replaced
 * the file) or that failed to render: without it React would unmount the whole app and leave the
 * shopper a blank screen. Try Again loads the page afresh, from the server, which fetches its code
 * and the app's current files again. Built of what the first download already holds (Link, the
 * pages' styles), so it adds nothing to any page's JavaScript but itself.
 */
export class PageFailed extends Component<PageFailedProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageFailedMessage /> : this.props.children;
  }
}
