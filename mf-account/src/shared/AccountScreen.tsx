import { ThemedUi } from '@blockbeat/shell-sdk';
import { UiProvider } from '@blockbeat/ui';
import type { ReactNode } from 'react';
import { useRegisterRemote } from './remote';
import './account.css';

/** Every exposed screen of this remote: registered with the shell, drawn with antd in the page's theme. */
export function AccountScreen({ children }: { children: ReactNode }) {
  useRegisterRemote();
  return <ThemedUi provider={UiProvider}>{children}</ThemedUi>;
}
