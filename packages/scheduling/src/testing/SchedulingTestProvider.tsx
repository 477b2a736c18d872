import { TestStorefrontProvider, type TestStorefrontProviderProps } from '@aisle/core/testing';
import type { RequestHandler } from 'msw';
import { schedulingHandlers, type SchedulingHandlersOptions } from './schedulingHandlers';

export interface SchedulingTestProviderProps extends Omit<TestStorefrontProviderProps, 'handlers'> {
  /** The handlers to answer with; `schedulingHandlers(handlerOptions)` by default. */
  handlers?: readonly RequestHandler[];
  handlerOptions?: SchedulingHandlersOptions;
}

/** `TestStorefrontProvider` answering with in-memory stores unless given other handlers. */
export function SchedulingTestProvider({ handlers, handlerOptions, ...props }: SchedulingTestProviderProps) {
  return <TestStorefrontProvider handlers={() => handlers ?? schedulingHandlers(handlerOptions)} {...props} />;
}
