import { render, screen, within } from '@testing-library/react';
import { TicketThread, type ThreadMessage } from '../src';

const message = (id: string, author: string, body: string): ThreadMessage => ({ id, author, createdAt: '2026-03-04T14:05:00Z', body, attachments: [] });

test("when a thread is shown, then each message is an article named by its author and time, the reader's own marked as theirs", () => {
  render(
    <TicketThread
      messages={[message('1', 'user', 'It stops at block 3.'), message('2', 'staff', 'Fixed, thanks!')]}
      authorOf={(m) => (m.author === 'user' ? 'You' : 'Ana, BlockBeat support')}
      isOwn={(m) => m.author === 'user'}
    />,
  );
  const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveAttribute('data-own');
  expect(items[1]).not.toHaveAttribute('data-own');
  expect(within(items[1]!).getByRole('article')).toHaveAccessibleName(/^Ana, BlockBeat support, Mar 4, 2026/);
  expect(items[1]).toHaveTextContent('Fixed, thanks!');
});

test('when a message carries more (a note mark, a mail outcome), then it shows above and below the text, and the prefix is read first', () => {
  render(
    <TicketThread
      messages={[message('1', 'note', 'Refund sent.')]}
      authorOf={() => 'Bo (staff)'}
      isOwn={() => true}
      labelPrefix={() => 'Internal note, '}
      before={() => <p>Internal note</p>}
      after={() => <p>Delivered</p>}
    />,
  );
  const article = screen.getByRole('article');
  expect(article).toHaveAccessibleName(/^Internal note, Bo \(staff\), /);
  expect(article.textContent).toMatch(/^Internal note.*Refund sent\.Delivered$/);
});
