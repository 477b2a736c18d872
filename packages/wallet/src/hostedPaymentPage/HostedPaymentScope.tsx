'use client';

import { ServiceScope, useFeatureCalls, useServiceClient } from '@aisle/core';
import { useMemo, type ReactNode } from 'react';
import { walletCalls } from '../calls';
import { hostedPaymentPageAuth } from './hostedPaymentPageAuth';

export interface HostedPaymentScopeProps {
  /** A key of the provider's `services` for the payment service; 'default' unless set. */
  service?: string;
  children: ReactNode;
}

/**
 * The hosted payment page (wallet spec §1, §7): the wallet screens below call the payment service
 * as WEB HOSTED PAYMENT PAGE, with a token acquired silently from the shopper's session. That
 * token does payment calls alone, so a page holding it can do nothing else with it. Give the
 * wallet settings the same `appName`, so cards are preferred for this app.
 */
export function HostedPaymentScope({ service, children }: HostedPaymentScopeProps) {
  const session = useServiceClient();
  const { acquireHostedPaymentPageToken } = useFeatureCalls('wallet', walletCalls);
  const auth = useMemo(
    () => hostedPaymentPageAuth(() => acquireHostedPaymentPageToken(session, { service })),
    [acquireHostedPaymentPageToken, session, service],
  );
  return (
    <ServiceScope auth={auth} applicationId="WEB HOSTED PAYMENT PAGE">
      {children}
    </ServiceScope>
  );
}
