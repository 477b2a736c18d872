export { coreMessages, type CoreMessages, type MessageOverrides } from './messages';
export { describeServiceError } from './describeServiceError';
