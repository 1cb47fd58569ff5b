import { act, render, screen } from '@testing-library/react';
import { TOAST_LIMIT, toastReducer, ToastProvider, useToast, useToastState, type ToastItem } from '../src';

const item = (id: string): ToastItem => ({ id, title: `toast ${id}`, open: true });

describe('toastReducer', () => {
  test('when a second toast is added, then only the newest is kept', () => {
    expect(TOAST_LIMIT).toBe(1);
    const state = toastReducer(toastReducer([], { type: 'add', toast: item('1') }), { type: 'add', toast: item('2') });
    expect(state.map((t) => t.id)).toEqual(['2']);
  });

  test('when dismissed, then the toast closes but stays until removed', () => {
    const dismissed = toastReducer([item('1')], { type: 'dismiss', id: '1' });
    expect(dismissed).toEqual([{ ...item('1'), open: false }]);
    expect(toastReducer(dismissed, { type: 'remove', id: '1' })).toEqual([]);
  });
});

function Harness() {
  const { toast } = useToast();
  const { toasts } = useToastState();
  return (
    <div>
      <button onClick={() => toast({ title: 'First' })}>first</button>
      <button onClick={() => toast({ title: 'Second', variant: 'destructive' })}>second</button>
      <ul>
        {toasts.filter((t) => t.open).map((t) => (
          <li key={t.id}>{`${t.title}:${t.variant ?? 'default'}`}</li>
        ))}
      </ul>
    </div>
  );
}

describe('ToastProvider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('when two toasts are raised, then one is visible at a time: the latest', () => {
    render(<ToastProvider><Harness /></ToastProvider>);
    act(() => screen.getByText('first').click());
    act(() => screen.getByText('second').click());
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Second:destructive']);
  });

  test('when 5000 ms pass, then the toast closes by itself', () => {
    render(<ToastProvider><Harness /></ToastProvider>);
    act(() => screen.getByText('first').click());
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  test('when used outside the provider, then useToast says where it belongs', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Harness />)).toThrow(/ToastProvider/);
  });
});
