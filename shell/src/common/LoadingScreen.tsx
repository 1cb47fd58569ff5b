/** Full-page spinner while the sign-in state loads (docs/product.md#signed-in-frame). */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-label="Loading">
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}

/** In-page placeholder while a screen's code arrives. */
export function ScreenLoading() {
  return (
    <div className="screen-loading" role="status" aria-label="Loading">
      <span className="spinner" aria-hidden="true" />
      <p className="screen-loading-title">Loading...</p>
      <p className="muted">Please wait while we prepare your experience</p>
    </div>
  );
}
