import type { TicketMessage } from '@blockbeat/contracts';
import { TicketThread } from '@blockbeat/ui';

const authorOf = (message: TicketMessage) => (message.author === 'user' ? 'You' : message.authorName ? `${message.authorName}, BlockBeat support` : 'BlockBeat support');

/** The conversation, oldest first; staff replies stand apart from the user's own messages. */
export function Thread({ messages }: { messages: TicketMessage[] }) {
  return <TicketThread messages={messages} authorOf={authorOf} isOwn={(message) => message.author === 'user'} />;
}
