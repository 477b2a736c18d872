import {
  CheckoutFooterLinks,
  SimpleCheckoutLayout,
  type MapsDestination,
  type SimpleCheckoutStep,
} from '@aisle/checkout';
import type { ReactNode } from 'react';
import * as styles from '../shell/shell.css';

export interface CheckoutFrameProps {
  step: SimpleCheckoutStep;
  /** The order's store or address, for the header's directions (`useCheckoutDestination`). */
  destination?: MapsDestination | undefined;
  children: ReactNode;
}

/**
 * The frame of the scheduling and payment steps (the page table's `frame: 'checkout'`): the
 * checkout package's simple layout, with its footer of help and policy pages, around the step's
 * page set in the storefront's own width and gutters.
 */
export function CheckoutFrame({ step, destination, children }: CheckoutFrameProps) {
  return (
    <SimpleCheckoutLayout step={step} destination={destination} footer={<CheckoutFooterLinks />}>
      <div className={styles.content}>{children}</div>
    </SimpleCheckoutLayout>
  );
}
