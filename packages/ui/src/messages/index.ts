export { defaultMessages, format, type MessageKey, type Messages } from './messages';
export { MessagesProvider, useMessages } from './MessagesProvider';
