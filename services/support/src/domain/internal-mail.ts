import type { OutgoingMail, SupportData } from '../data';

/** Mail the other services hand over (coaching's weekly summaries and clients' link mails): into the outbox, once per key. */
export function internalMailUseCases({ data, mailQueued }: { data: SupportData; mailQueued: () => void }) {
  return {
    /** False when a mail with this key was queued before (it is not queued again). */
    async queue(mail: OutgoingMail): Promise<boolean> {
      const queued = await data.transaction((tx) => data.outbox.enqueue(tx, mail));
      if (queued) mailQueued();
      return queued;
    },
  };
}

export type InternalMailUseCases = ReturnType<typeof internalMailUseCases>;
export type { OutgoingMail };
