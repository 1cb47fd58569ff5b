import { BLOCK_COLORS } from '@blockbeat/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ColorPicker } from '../src';

function Picker({ initial, onChange }: { initial: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ColorPicker
      legend="Color"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

test('when shown, then the eight colours form a group named by its legend, with the stored one checked', () => {
  render(<Picker initial={BLOCK_COLORS[3]} onChange={jest.fn()} />);
  const radios = within(screen.getByRole('group', { name: 'Color' })).getAllByRole('radio');
  expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['Purple', 'Blue', 'Green', 'Red', 'Yellow', 'Pink', 'Indigo', 'Orange']);
  expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();
});

test('when the stored colour is unknown, then purple is checked', () => {
  render(<Picker initial="bg-gradient-to-br from-teal-500 to-teal-600" onChange={jest.fn()} />);
  expect(screen.getByRole('radio', { name: 'Purple' })).toBeChecked();
});

test('when a colour is clicked or reached with the arrow keys, then its stored value is reported', async () => {
  const onChange = jest.fn();
  const user = userEvent.setup();
  render(<Picker initial={BLOCK_COLORS[0]} onChange={onChange} />);
  await user.click(screen.getByRole('radio', { name: 'Green' }));
  expect(onChange).toHaveBeenLastCalledWith('bg-gradient-to-br from-green-500 to-green-600');
  await user.keyboard('{ArrowRight}');
  expect(onChange).toHaveBeenLastCalledWith('bg-gradient-to-br from-red-500 to-red-600');
  expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();
});

test('when there is an error, then the group is described by it', () => {
  render(<ColorPicker legend="Color" value={BLOCK_COLORS[0]} onChange={jest.fn()} error="Color must be one of the eight block colours" />);
  expect(screen.getByRole('group', { name: 'Color' })).toHaveAccessibleDescription('Color must be one of the eight block colours');
});
