import { fireEvent, render, screen } from '@testing-library/react';
import { MenuButton } from '../src/shared/components/MenuButton';
import { setupUser } from './helpers';

const items = [
  { key: 'edit', label: 'Edit' },
  { key: 'share', label: 'Share' },
  { key: 'delete', label: 'Delete', danger: true },
];

function renderMenu() {
  const onSelect = jest.fn();
  render(
    <div>
      <MenuButton label="More actions for Plank" items={items} onSelect={onSelect} />
      <p>elsewhere</p>
    </div>,
  );
  return { onSelect, trigger: screen.getByRole('button', { name: 'More actions for Plank' }) };
}

test('when the trigger is pressed, then the menu opens with focus on its first item', async () => {
  const user = setupUser();
  const { trigger } = renderMenu();
  expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('menu', { name: 'More actions for Plank' })).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
});

test('when arrow keys, Home and End are used, then focus moves through the items and wraps', async () => {
  const user = setupUser();
  const { trigger } = renderMenu();
  trigger.focus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
});

test('when Escape is pressed, then the menu closes and focus returns to the trigger', async () => {
  const user = setupUser();
  const { trigger } = renderMenu();
  await user.click(trigger);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});

test('when an item is chosen by keyboard, then it is reported and the menu closes', async () => {
  const user = setupUser();
  const { trigger, onSelect } = renderMenu();
  await user.click(trigger);
  await user.keyboard('{ArrowDown}{Enter}');
  expect(onSelect).toHaveBeenCalledWith('share');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('when the user presses outside, then the menu closes without choosing', async () => {
  const user = setupUser();
  const { trigger, onSelect } = renderMenu();
  await user.click(trigger);
  fireEvent.pointerDown(screen.getByText('elsewhere'));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(onSelect).not.toHaveBeenCalled();
});
