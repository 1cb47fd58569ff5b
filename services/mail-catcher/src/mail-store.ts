/** One caught mail, as GET /api/messages answers it. */
export interface CaughtMail {
  /** The catcher's own id ("1", "2" …), for the inbox's links. */
  id: string;
  /** The Message-ID header, or null when the mail had none. */
  messageId: string | null;
  /** The From header as written, e.g. `BlockBeat <no-reply@blockbeat.app>`. */
  from: string;
  /** The envelope's recipients (RCPT TO): who the mail was delivered to, Bcc included. */
  to: string[];
  subject: string;
  /** When the catcher received it (ISO 8601); a mail's own Date header is the sender's claim. */
  date: string;
  text: string;
  html: string | null;
}

export type NewMail = Omit<CaughtMail, 'id' | 'date'>;

export const DEFAULT_KEPT_MAILS = 200;

/** The last `keep` mails in memory, newest first; older ones are dropped as new ones come. */
export function createMailStore(keep = DEFAULT_KEPT_MAILS) {
  let mails: CaughtMail[] = [];
  let lastId = 0;
  return {
    add(mail: NewMail, receivedAt = new Date()): CaughtMail {
      lastId += 1;
      const { messageId, from, to, subject, text, html } = mail;
      const caught = { id: String(lastId), messageId, from, to, subject, date: receivedAt.toISOString(), text, html };
      mails = [caught, ...mails].slice(0, keep);
      return caught;
    },
    list: (): readonly CaughtMail[] => mails,
    get: (id: string): CaughtMail | undefined => mails.find((mail) => mail.id === id),
    clear(): void {
      mails = [];
    },
  };
}

export type MailStore = ReturnType<typeof createMailStore>;
