import { Toaster, ToastProvider, useToast, useToastsAtTop } from '../src';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

function Raise() {
  const { toast } = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'Saved', description: 'All good' })}>ok</button>
      <button onClick={() => toast({ title: 'Error', description: 'Failed to delete workout', variant: 'destructive' })}>fail</button>
    </>
  );
}

const renderToaster = () =>
  render(
    <ToastProvider>
      <Raise />
      <Toaster />
    </ToastProvider>,
  );

test('when two toasts are raised, then only the latest is on screen', async () => {
  renderToaster();
  await userEvent.click(screen.getByText('ok'));
  expect(screen.getByRole('status')).toHaveTextContent('SavedAll good');
  await userEvent.click(screen.getByText('fail'));
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('ErrorFailed to delete workout');
});

test('when the close button is pressed, then the toast goes away', async () => {
  renderToaster();
  await userEvent.click(screen.getByText('ok'));
  await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
});

test('when F8 is pressed, then the notifications viewport takes focus', () => {
  renderToaster();
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8' }));
  });
  expect(screen.getByRole('region', { name: 'Notifications (F8)' }).querySelector('ol')).toHaveFocus();
});

function KeepsControlsAtTheBottom() {
  useToastsAtTop();
  return null;
}

test('when a screen that keeps its controls at the bottom is mounted, then toasts are drawn at the top until it goes', () => {
  const view = (withScreen: boolean) => (
    <ToastProvider>
      {withScreen && <KeepsControlsAtTheBottom />}
      <Toaster />
    </ToastProvider>
  );
  const { rerender } = render(view(false));
  const viewport = () => screen.getByRole('region', { name: 'Notifications (F8)' }).querySelector('ol')!;
  expect(viewport()).toHaveClass('toast-viewport-bottom');
  rerender(view(true));
  expect(viewport()).toHaveClass('toast-viewport-top');
  rerender(view(false));
  expect(viewport()).toHaveClass('toast-viewport-bottom');
});
