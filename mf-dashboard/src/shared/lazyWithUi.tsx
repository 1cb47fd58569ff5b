import { ThemedUi } from '@blockbeat/shell-sdk';
import { lazy, type ComponentType } from 'react';

/**
 * A part of the dashboard drawn with antd, loaded (with @blockbeat/ui) only when first rendered
 * and wrapped in the UI provider in the page's theme. The page's first paint (header, search,
 * tabs, workout cards) uses plain elements, so it does not wait for antd (~160 KB gzipped).
 */
export function lazyWithUi<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { UiProvider }] = await Promise.all([load(), import('@blockbeat/ui')]);
    function WithUi(props: P) {
      return (
        <ThemedUi provider={UiProvider}>
          <Component {...props} />
        </ThemedUi>
      );
    }
    return { default: WithUi };
  });
}
