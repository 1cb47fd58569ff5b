import { act, renderHook } from '@testing-library/react';
import { useShownErrors } from '../src';

type Field = 'name' | 'url';

test('when nothing has been left or tried, then no field shows its error', () => {
  const { result } = renderHook(() => useShownErrors<Field>());
  expect(result.current.shows('name')).toBe(false);
  expect(result.current.shows('url')).toBe(false);
});

test('when the user leaves a field, then that field shows its error and the others do not', () => {
  const { result } = renderHook(() => useShownErrors<Field>());
  act(() => result.current.leave('name'));
  expect(result.current.shows('name')).toBe(true);
  expect(result.current.shows('url')).toBe(false);
});

test('when a save is attempted, then every field shows its error until the form is reset', () => {
  const { result } = renderHook(() => useShownErrors<Field>());
  act(() => result.current.attempt());
  expect(result.current.shows('name')).toBe(true);
  expect(result.current.shows('url')).toBe(true);
  act(() => result.current.reset());
  expect(result.current.shows('name')).toBe(false);
});

test('when a left field is forgotten, then its error waits until it is left again', () => {
  const { result } = renderHook(() => useShownErrors<Field>());
  act(() => result.current.leave('url'));
  act(() => result.current.forget('url'));
  expect(result.current.shows('url')).toBe(false);
  act(() => result.current.leave('url'));
  expect(result.current.shows('url')).toBe(true);
});

test('when the save attempt is given from outside, then it decides for every field', () => {
  const { result, rerender } = renderHook(({ attempted }) => useShownErrors<Field>({ attempted }), { initialProps: { attempted: false } });
  expect(result.current.shows('name')).toBe(false);
  rerender({ attempted: true });
  expect(result.current.shows('name')).toBe(true);
});
