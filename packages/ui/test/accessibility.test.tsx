import { render, screen } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { useContext } from 'react';
import { Button, Card, UiProvider, type UiMode } from '../src';

/** WCAG's contrast ratio of two #rgb or #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

type Token = ReturnType<typeof theme.useToken>['token'];

/** The global tokens antd computes under UiProvider, and the Button tokens UiProvider sets. */
function themeIn(mode: UiMode): { token: Token; dangerButtonText?: string } {
  let seen: { token: Token; dangerButtonText?: string } | undefined;
  function Probe() {
    const { token } = theme.useToken();
    const button = useContext(ConfigProvider.ConfigContext).theme?.components?.Button;
    seen = { token, dangerButtonText: button?.dangerColor };
    return null;
  }
  render(
    <UiProvider mode={mode}>
      <Probe />
    </UiProvider>,
  );
  return seen!;
}

describe.each<UiMode>(['dark', 'light'])('the %s theme', (mode) => {
  test('when antd draws danger text or a placeholder on a page, card or dialog, then it has at least 4.5:1 contrast', () => {
    const t = themeIn(mode).token;
    for (const surface of [t.colorBgLayout, t.colorBgContainer, t.colorBgElevated]) {
      expect(contrast(t.colorError, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(t.colorTextPlaceholder, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('when a solid danger button is drawn, then its text has at least 4.5:1 contrast on it', () => {
    const { token, dangerButtonText } = themeIn(mode);
    expect(contrast(dangerButtonText ?? token.colorTextLightSolid, token.colorError)).toBeGreaterThanOrEqual(4.5);
  });

  test('when a link sits inside text, then it is underlined, not told apart by colour alone', () => {
    expect(themeIn(mode).token.linkDecoration).toBe('underline');
  });
});

test('when a card has a text title, then the title is a level-2 heading', () => {
  render(
    <UiProvider mode="dark">
      <Card title="Storage">12 MB used</Card>
    </UiProvider>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Storage' })).toBeInTheDocument();
});

test('when a button is a link (it has an href), then it is not underlined like a link in text', () => {
  render(
    <UiProvider mode="light">
      <Button href="/api/export">Export my data</Button>
    </UiProvider>,
  );
  expect(screen.getByRole('link', { name: 'Export my data' })).toHaveStyle({ textDecoration: 'none' });
});
