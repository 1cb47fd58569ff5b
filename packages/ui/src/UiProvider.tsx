import { App, ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';
import { tokens, type UiMode } from './tokens';

export interface UiProviderProps {
  mode: UiMode;
  children: ReactNode;
}

const BUTTON_CONFIG = { style: { textDecoration: 'none' } } as const;

/** antd's theme for the current mode, plus antd's App (static message/modal contexts). */
export function UiProvider({ mode, children }: UiProviderProps) {
  const dark = mode === 'dark';
  return (
    <ConfigProvider
      // A Button with an href is an <a>: it keeps the look of a button, not of a link in text.
      button={BUTTON_CONFIG}
      theme={{
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: {
          colorPrimary: tokens.colorPrimary,
          colorLink: dark ? tokens.colorPrimaryOnDark : tokens.colorPrimary,
          colorBgBase: dark ? tokens.colorBgDark : tokens.colorBgLight,
          colorError: dark ? tokens.colorDangerOnDark : tokens.colorDanger,
          colorTextPlaceholder: dark ? tokens.colorPlaceholderOnDark : tokens.colorPlaceholder,
          // A link inside text is told apart by more than its colour (WCAG 1.4.1).
          linkDecoration: 'underline',
          borderRadius: tokens.borderRadius,
          fontFamily: tokens.fontFamily,
        },
        components: {
          // White on the light red of the dark theme is 3:1; a solid danger button there takes dark text.
          Button: dark ? { dangerColor: tokens.colorBgDark } : {},
          // The brand violet is too dark for text on the dark background (AA needs 4.5:1);
          // selected tabs use the lighter tint there.
          Tabs: dark
            ? { itemSelectedColor: tokens.colorPrimaryTextOnDark, itemHoverColor: tokens.colorPrimaryTextOnDark, inkBarColor: tokens.colorPrimaryTextOnDark }
            : {},
        },
      }}
    >
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}
