/** While the first status call runs (it starts a new user's trial): docs/product.md#trial-notices. */
export function TrialSetupScreen() {
  return (
    <div className="screen-loading" role="status" aria-label="Setting up your trial access">
      <span className="spinner" aria-hidden="true" />
      <p className="screen-loading-title">Setting up your trial access...</p>
    </div>
  );
}
