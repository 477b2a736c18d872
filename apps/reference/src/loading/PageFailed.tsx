import { Button } from '@aisle/ui';
import { Component, type ReactNode } from 'react';
import { storefrontMessages as messages } from '../messages';
import * as styles from '../pages/pages.css';

interface PageFailedProps {
  children: ReactNode;
  /** Called on Try Again, before the page renders anew: forget the failed download. */
  onRetry(): void;
}

/**
 * Catches a page whose code did not arrive (a phone between two cells) or that failed to render:
 * without it React would unmount the whole app and leave the shopper a blank screen. Try Again
 * renders the page anew, which fetches its code again.
 */
export class PageFailed extends Component<PageFailedProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className={styles.column} role="alert">
        <h1 className={styles.heading}>{messages.pageFailedHeading}</h1>
        <p className={styles.body}>{messages.pageFailedBody}</p>
        <div>
          <Button
            onClick={() => {
              this.props.onRetry();
              this.setState({ failed: false });
            }}
          >
            {messages.pageFailedRetry}
          </Button>
        </div>
      </section>
    );
  }
}
