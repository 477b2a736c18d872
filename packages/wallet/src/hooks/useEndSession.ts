'use client';

import { useStorefront, useStorefrontRoutes } from '@aisle/core';
import { useCallback } from 'react';
import type { WalletError } from '../api/errors';
import { useWalletSettings } from '../config/WalletSettingsContext';

/**
 * §6 "Some add-card errors redirect to logout, then sign-in": given an add-card failure, when it
 * ended the session (a 401 the client could not cure) and the host gave its `signOut`, signs the
 * shopper out, then sends them to sign in. Every other failure is only shown, as before.
 */
export function useEndSession(): (failure: WalletError) => void {
  const { signOut } = useWalletSettings();
  const { navigate } = useStorefront().navigation;
  const { signIn } = useStorefrontRoutes();
  return useCallback(
    (failure) => {
      if (!failure.sessionExpired || !signOut) return;
      // Signed out first, so the sign-in page never sees the old session; a sign-out that fails
      // still ends on sign-in, where the ended session cannot be used anyway.
      void Promise.resolve()
        .then(signOut)
        .catch(() => undefined)
        .then(() => navigate(signIn, { replace: true }));
    },
    [signOut, navigate, signIn],
  );
}
