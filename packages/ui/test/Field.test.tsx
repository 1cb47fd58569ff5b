import { render, screen } from '@testing-library/react';
import { Field, Input } from '../src';

test('when a field has a hint and no error, then its control is labelled and described by the hint only', () => {
  render(<Field label="Exercise Name" hint="As your clients will see it">{(control) => <Input {...control} />}</Field>);
  const input = screen.getByRole('textbox', { name: 'Exercise Name' });
  expect(input).toHaveAccessibleDescription('As your clients will see it');
  expect(input).not.toHaveAttribute('aria-invalid');
});

test('when a field has an error, then the control is invalid and reads the hint and then the error', () => {
  render(
    <Field label="Duration (seconds)" hint="5 to 600" error="Duration must be at least 5 seconds">
      {(control) => <Input {...control} />}
    </Field>,
  );
  const input = screen.getByRole('textbox', { name: 'Duration (seconds)' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('5 to 600 Duration must be at least 5 seconds');
  expect(screen.getByText('Duration must be at least 5 seconds')).toBeVisible();
});

test('when a field is required, then it shows an asterisk that screen readers skip and the control says so', () => {
  render(
    <Field label="Workout name" required>
      {(control) => <input {...control} />}
    </Field>,
  );
  const input = screen.getByRole('textbox', { name: 'Workout name' });
  expect(input).toHaveAttribute('aria-required', 'true');
  expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
});

test('when the label is hidden, then the control keeps its accessible name', () => {
  render(
    <Field label="Music URL for Plank" labelHidden id="plank-music">
      {(control) => <input {...control} />}
    </Field>,
  );
  expect(screen.getByRole('textbox', { name: 'Music URL for Plank' })).toHaveAttribute('id', 'plank-music');
});

test('when several fields render, then their styles are in the head once', () => {
  render(
    <>
      <Field label="A">{(control) => <input {...control} />}</Field>
      <Field label="B">{(control) => <input {...control} />}</Field>
    </>,
  );
  expect(document.head.querySelectorAll('style[data-href="blockbeat-ui"]')).toHaveLength(1);
});
