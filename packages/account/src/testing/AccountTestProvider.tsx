import { TestStorefrontProvider, type TestStorefrontProviderProps } from '@aisle/core/testing';
import type { RequestHandler } from 'msw';
import { accountHandlers, type AccountHandlersOptions } from './accountHandlers';

export interface AccountTestProviderProps extends Omit<TestStorefrontProviderProps, 'handlers'> {
  /** The handlers to answer with; `accountHandlers(handlerOptions)` by default. */
  handlers?: readonly RequestHandler[];
  handlerOptions?: AccountHandlersOptions;
}

/** `TestStorefrontProvider` answering with the in-memory account area unless given other handlers. */
export function AccountTestProvider({ handlers, handlerOptions, ...props }: AccountTestProviderProps) {
  return <TestStorefrontProvider handlers={() => handlers ?? accountHandlers(handlerOptions)} {...props} />;
}
