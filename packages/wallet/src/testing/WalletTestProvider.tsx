import { TestStorefrontProvider, type TestStorefrontProviderProps } from '@aisle/core/testing';
import type { RequestHandler } from 'msw';
import { walletHandlers, type WalletHandlersOptions } from './walletHandlers';

export interface WalletTestProviderProps extends Omit<TestStorefrontProviderProps, 'handlers'> {
  /** The handlers to answer with; `walletHandlers(handlerOptions)` by default. */
  handlers?: readonly RequestHandler[];
  handlerOptions?: WalletHandlersOptions;
}

/** `TestStorefrontProvider` answering with an in-memory wallet unless given other handlers. */
export function WalletTestProvider({ handlers, handlerOptions, ...props }: WalletTestProviderProps) {
  return <TestStorefrontProvider handlers={() => handlers ?? walletHandlers(handlerOptions)} {...props} />;
}
