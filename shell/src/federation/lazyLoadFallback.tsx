import { LAZY_LOAD_FAILED_EVENT, type LazyLoadFailedDetail } from './events';
import { RemoteFallback } from './RemoteFallback';
import { useRemoteRetry } from './retryContext';

function RemoteLoadFailed() {
  const retry = useRemoteRetry();
  return <RemoteFallback onRetry={retry} />;
}

/** The shell handles every failed remote load: it supplies the fallback screen with Retry. */
export function installLazyLoadFallback(target: Window = window): () => void {
  const onFailed = (event: Event) => {
    const { detail } = event as CustomEvent<LazyLoadFailedDetail>;
    event.preventDefault();
    detail.fallback = { default: RemoteLoadFailed };
    console.warn(`${detail.id} could not be loaded`, detail.error);
  };
  target.addEventListener(LAZY_LOAD_FAILED_EVENT, onFailed);
  return () => target.removeEventListener(LAZY_LOAD_FAILED_EVENT, onFailed);
}
