// `@blockbeat/ui/dialog`: a modal dialog without antd, for the dialogs of a first visit (the trial
// welcome, the onboarding tutorial). Deliberately not a shared module (mf-config's
// SHARED_SINGLETONS): shared modules are loaded whole by every screen that uses any part of them,
// so in `@blockbeat/ui/plain` it would weigh on every dashboard load; here each app that opens one
// carries its own small copy (issue 25, docs/decisions.md).
export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
