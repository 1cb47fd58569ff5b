import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from '../src/dialog';

function Opener({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open tips
      </button>
      <Dialog open={open} title="Tips" onClose={close}>
        <p>Three things to know.</p>
        <button type="button">First</button>
        <button type="button" onClick={close}>
          Done
        </button>
      </Dialog>
    </>
  );
}

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Open tips' }));
  return screen.getByRole('dialog', { name: 'Tips' });
};

test('when opened, then it is a modal dialog named by its title, with a Close button, and takes the focus', async () => {
  render(<Opener />);
  const dialog = await openDialog();
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveFocus();
  expect(screen.getByRole('heading', { name: 'Tips' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  expect(document.body.style.overflow).toBe('hidden');
});

test('when Escape is pressed, then it closes, the page scrolls again and the focus goes back to the button that opened it', async () => {
  const onClose = jest.fn();
  render(<Opener onClose={onClose} />);
  await openDialog();
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open tips' })).toHaveFocus();
  expect(document.body.style.overflow).toBe('');
});

test('when the Close button or a button of its own closes it, then the focus goes back too', async () => {
  render(<Opener />);
  await openDialog();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open tips' })).toHaveFocus();
  await openDialog();
  await userEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.getByRole('button', { name: 'Open tips' })).toHaveFocus();
});

test('when tabbing, then the focus stays inside: past the last control it comes back to the first, and back again', async () => {
  render(<Opener />);
  await openDialog();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
});

test('when the focus is moved outside while it is open, then it is brought back into the dialog', async () => {
  render(<Opener />);
  const dialog = await openDialog();
  screen.getByRole('button', { name: 'Open tips', hidden: true }).focus();
  expect(dialog).toHaveFocus();
});

test('when closed, then nothing of it is in the page', () => {
  render(
    <Dialog open={false} title="Hidden" onClose={() => undefined}>
      <p>Not shown</p>
    </Dialog>,
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByText('Not shown')).not.toBeInTheDocument();
});
