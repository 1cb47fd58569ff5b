export { startMailCatcher, type MailCatcher, type MailCatcherOptions } from './mail-catcher';
export type { CaughtMail } from './mail-store';
