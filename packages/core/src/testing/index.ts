// @aisle/core/testing: what every feature package's `./testing` stands on. Needs msw (an optional peer).
export { fetchFromHandlers } from './fetchFromHandlers';
export { TestStorefrontProvider, type TestStorefrontProviderProps } from './TestStorefrontProvider';
export { recordingClient, type RecordedCall } from './recordingClient';
