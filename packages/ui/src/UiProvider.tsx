import { App, ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';
import { tokens, type UiMode } from './tokens';

export interface UiProviderProps {
  mode: UiMode;
  children: ReactNode;
}

/** antd's theme for the current mode, plus antd's App (static message/modal contexts). */
export function UiProvider({ mode, children }: UiProviderProps) {
  const dark = mode === 'dark';
  return (
    <ConfigProvider
      theme={{
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: {
          colorPrimary: tokens.colorPrimary,
          colorLink: dark ? tokens.colorPrimaryOnDark : tokens.colorPrimary,
          colorBgBase: dark ? tokens.colorBgDark : tokens.colorBgLight,
          borderRadius: tokens.borderRadius,
          fontFamily: tokens.fontFamily,
        },
        components: {
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
