import type { ReactNode } from 'react';
import { UiStyles } from './styles';

export interface LoadFailedProps {
  /** What could not be loaded, e.g. "Could not load your workouts". */
  title: ReactNode;
  /** What may help, under the title. */
  text?: ReactNode;
  /** Asks again; without it (trying again cannot help) there is no button. */
  onRetry?: () => void;
  retryLabel?: string;
  /** The screen's own spacing (e.g. inside a card). */
  className?: string;
}

/**
 * Something that could not be loaded: said in words, with a button to ask again where that can
 * help (docs/architecture.md, "Quality bars": faults). Plain HTML, so a screen drawn without antd
 * can show it.
 */
export function LoadFailed({ title, text, onRetry, retryLabel = 'Retry', className }: LoadFailedProps) {
  return (
    <div className={className ? `ui-load-failed ${className}` : 'ui-load-failed'} role="alert">
      <UiStyles />
      <div>
        <p className="ui-load-failed-title">{title}</p>
        {text && <p className="ui-load-failed-text">{text}</p>}
      </div>
      {onRetry && (
        <button type="button" className="ui-load-failed-retry" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}
