import { TestStorefrontProvider, type TestStorefrontProviderProps } from '@aisle/core/testing';
import type { RequestHandler } from 'msw';
import { checkoutHandlers, type CheckoutHandlersOptions } from './checkoutHandlers';

export interface CheckoutTestProviderProps extends Omit<TestStorefrontProviderProps, 'handlers'> {
  /** The handlers to answer with; `checkoutHandlers(handlerOptions)` (the checkouts and the wallet) by default. */
  handlers?: readonly RequestHandler[];
  handlerOptions?: CheckoutHandlersOptions;
}

/** `TestStorefrontProvider` answering with in-memory checkouts and wallet unless given other handlers. */
export function CheckoutTestProvider({ handlers, handlerOptions, ...props }: CheckoutTestProviderProps) {
  return <TestStorefrontProvider handlers={() => handlers ?? checkoutHandlers(handlerOptions)} {...props} />;
}
