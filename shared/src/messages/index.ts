/** Order messages in the browser: an order's conversations (their calls are shared/api's messagesApi). */
export { MessageThread, type MessageThreadProps } from './message-thread.js';
export { OrderMessages, type OrderMessagesProps } from './order-messages.js';
export { MESSAGE_TEXTS } from './texts.js';
