'use client';

import { useBanner, useStorefrontRoutes } from '@aisle/core';
import { getBanner } from '@aisle/tokens';
import { Link, VisuallyHidden } from '@aisle/ui';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { useCheckoutRoutes } from '../hooks/useCheckoutRoutes';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useSimpleLayoutMessages } from './useSimpleLayoutMessages';
import { checkoutTitle, type SimpleCheckoutStep } from './checkoutTitle';
import { mapsLink, type MapsDestination } from './mapsLink';
import * as styles from './SimpleCheckoutLayout.css';
import { useAppleDevice } from './useAppleDevice';

export interface SimpleCheckoutLayoutProps {
  /** 'schedule' on the scheduling route, 'payment' on the checkout route: names the browser tab. */
  step: SimpleCheckoutStep;
  /** Where Back goes: the cart unless given. */
  backHref?: string | undefined;
  /** The pickup store or the delivery address: with both coordinates, a maps link to it. */
  destination?: MapsDestination | null | undefined;
  /** The page's footer; no footer without it. */
  footer?: ReactNode;
  /** The step's page. */
  children: ReactNode;
}

const logoSource = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/**
 * The simple checkout layout (checkout spec §2): the whole frame of the scheduling and payment
 * steps, in place of the storefront's header and footer. A header with Back, the banner's logo and
 * the links (the price FAQ, the cart, and directions to the destination in Apple Maps on Apple
 * devices, Google Maps elsewhere); the step's page; an optional footer (`CheckoutFooterLinks`, or
 * the host's). Names the tab 'Checkout - Schedule' or 'Checkout - Payment'. A skip link comes
 * first, as on the storefront's pages: the header's links stand before every step's form.
 */
export function SimpleCheckoutLayout({ step, backHref, destination, footer, children }: SimpleCheckoutLayoutProps) {
  const messages = useSimpleLayoutMessages();
  const { cart } = useStorefrontRoutes();
  const { priceFaq } = useCheckoutRoutes();
  const { logo } = getBanner(useBanner().id);
  const isApple = useAppleDevice();
  const directions = destination ? mapsLink(destination, isApple) : undefined;
  useDocumentTitle(checkoutTitle(step, messages));
  const hasFooter = footer !== undefined && footer !== null && typeof footer !== 'boolean';
  const mainId = useId();
  return (
    <div className={styles.layout}>
      {/* Moves focus itself: a host's router may own the URL's fragment (hash routing), and browsers
          only move the next Tab's starting point to a fragment's target, not the reading point. */}
      <VisuallyHidden
        as="a"
        href={`#${mainId}`}
        focusable
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          document.getElementById(mainId)?.focus();
        }}
      >
        {messages.simpleLayoutSkipToContent}
      </VisuallyHidden>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link href={backHref ?? cart} quiet className={styles.back}>
            <svg className={styles.backArrow} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {messages.simpleLayoutBack}
          </Link>
          <img
            className={styles.logo}
            src={logoSource(logo.svg)}
            width={logo.width}
            height={logo.height}
            alt={logo.alt}
          />
          <nav aria-label={messages.simpleLayoutLinks} className={styles.nav}>
            <ul className={styles.links}>
              <li>
                <Link href={priceFaq} quiet className={styles.link}>
                  {messages.simpleLayoutPriceFaq}
                </Link>
              </li>
              <li>
                <Link href={cart} quiet className={styles.link}>
                  {messages.simpleLayoutCart}
                </Link>
              </li>
              {directions && (
                <li>
                  <Link href={directions} external quiet className={styles.link}>
                    {messages.simpleLayoutDirections}
                  </Link>
                </li>
              )}
            </ul>
          </nav>
        </div>
      </header>
      {/* Focusable from the skip link, not by Tab. */}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {hasFooter && <footer className={styles.footer}>{footer}</footer>}
    </div>
  );
}
