// What the mail domain offers the others: they import it from here, never its inner files.
export { recipientOf } from './compose.js';
export type { TemplatedMail } from './compose.js';
export type { AttachmentMaker, MailAttachment, Outbox } from './outbox.js';
export type { TemplateKey } from './templates.js';
