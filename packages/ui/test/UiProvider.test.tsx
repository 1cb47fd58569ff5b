import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { Button, tokens, UiProvider } from '../src';

function TokenProbe() {
  const { token } = theme.useToken();
  return <span data-testid="bg">{token.colorBgBase}</span>;
}

test('when the mode is dark, then antd uses the dark base colour', () => {
  render(
    <UiProvider mode="dark">
      <TokenProbe />
    </UiProvider>,
  );
  expect(screen.getByTestId('bg')).toHaveTextContent(tokens.colorBgDark);
});

test('when the mode is light, then antd uses the light base colour', () => {
  render(
    <UiProvider mode="light">
      <TokenProbe />
    </UiProvider>,
  );
  expect(screen.getByTestId('bg')).toHaveTextContent(tokens.colorBgLight);
});

test('when a re-exported component renders inside the provider, then it is usable', () => {
  render(
    <UiProvider mode="dark">
      <Button type="primary">New Workout</Button>
    </UiProvider>,
  );
  expect(screen.getByRole('button', { name: 'New Workout' })).toBeInTheDocument();
});
