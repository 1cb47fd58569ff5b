/**
 * The look of this package's own components, in both themes (the shell's `data-theme` and theme
 * variables). React 19 hoists a `<style>` with `href` and `precedence` into the head once, however
 * many components render it, so the components carry their styles without a bundler rule: a CSS
 * import in a shared federated module would depend on which app's build happened to provide it.
 */
const UI_CSS = `
.ui-field { display: flex; flex-direction: column; gap: 4px; min-width: 0; margin: 0; padding: 0; border: 0; }
.ui-field-label { font-size: 0.875rem; font-weight: 600; padding: 0; }
.ui-field-required { margin-left: 2px; }
.ui-field-hint { margin: 0; font-size: 0.8125rem; color: var(--text-muted, #b4b4c6); }
.ui-field-error { margin: 0; font-size: 0.85rem; color: #f87171; }
[data-theme='light'] .ui-field-error { color: #b91c1c; }
.ui-field[data-invalid] :is(.ant-input-outlined, .ant-input-affix-wrapper, .ant-select-selector, .ant-input-number, select, textarea, input:not([type]), input[type='text']) { border-color: #f87171; }
[data-theme='light'] .ui-field[data-invalid] :is(.ant-input-outlined, .ant-input-affix-wrapper, .ant-select-selector, .ant-input-number, select, textarea, input:not([type]), input[type='text']) { border-color: #b91c1c; }
.ui-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }

.ui-color-swatches { display: flex; flex-wrap: wrap; gap: 8px; }
.ui-color-swatch { position: relative; display: block; cursor: pointer; }
.ui-color-swatch input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; }
.ui-color-swatch span { display: block; width: 32px; height: 32px; border-radius: 8px; border: 2px solid transparent; }
.ui-color-swatch input:checked + span { border-color: var(--text, #f4f4f8); box-shadow: 0 0 0 2px var(--bg, #0f0f17) inset; }
.ui-color-swatch input:focus-visible + span { outline: 2px solid var(--focus, #c4b5fd); outline-offset: 2px; }

.ui-preview-button { display: inline-flex; align-items: center; gap: 6px; min-height: 32px; padding: 4px 12px; border-radius: 8px; border: 1px solid var(--border, #2c2c3d); background: transparent; color: var(--text, #f4f4f8); font: inherit; font-weight: 500; cursor: pointer; }
.ui-preview-button:hover:not(:disabled) { border-color: var(--primary-text, #c4b5fd); color: var(--primary-text, #c4b5fd); }
.ui-preview-button:disabled { opacity: 0.6; cursor: not-allowed; }
.ui-icon-button { display: inline-grid; place-items: center; width: 32px; height: 32px; border: 0; border-radius: 8px; background: transparent; color: inherit; cursor: pointer; }
.ui-icon-button:hover { background: rgb(127 127 127 / 0.2); }
.ui-preview-player { position: fixed; right: 16px; bottom: 16px; z-index: 1100; display: flex; flex-direction: column; gap: 6px; max-width: calc(100vw - 32px); padding: 8px 10px; border-radius: 12px; border: 1px solid var(--border, #2c2c3d); background: var(--surface, #181824); color: var(--text, #f4f4f8); box-shadow: 0 10px 30px rgb(0 0 0 / 0.35); }
.ui-preview-player-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; font-size: 0.85rem; }
.ui-preview-player-title { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 240px; }
.ui-preview-player iframe { border: 0; border-radius: 8px; }

.ui-file-upload { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.ui-file-upload-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.ui-file-upload-current { display: flex; flex-direction: column; flex: 1 1 160px; min-width: 0; }
.ui-file-upload-name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ui-message-text { white-space: pre-wrap; overflow-wrap: anywhere; }
.ui-message-images { list-style: none; margin: 10px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
.ui-message-images img { display: block; width: 120px; height: 90px; object-fit: cover; border-radius: 6px; border: 1px solid var(--border, #2c2c3d); }
.ui-beat-tempo { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.ui-beat-bpm { font-weight: 700; font-variant-numeric: tabular-nums; }
.ui-tap-tempo { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.ui-tap-tempo .ui-field-hint, .ui-tap-tempo .ui-field-error { flex-basis: 100%; }
.ui-tap-button { min-width: 88px; min-height: 44px; justify-content: center; font-weight: 700; }
.ui-file-upload-status { font-size: 0.85rem; color: var(--text-muted, #b4b4c6); }
.ui-load-failed { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; padding: 12px 16px; border-radius: 10px; border: 1px solid #f87171; background: rgb(248 113 113 / 0.1); }
.ui-load-failed p { margin: 0; }
.ui-load-failed-title { font-weight: 600; }
.ui-load-failed-text { color: var(--text-muted, #b4b4c6); }
.ui-load-failed-retry { min-height: 32px; padding: 4px 14px; border-radius: 8px; border: 1px solid var(--border, #2c2c3d); background: transparent; color: var(--text, #f4f4f8); font: inherit; font-weight: 500; cursor: pointer; }
.ui-load-failed-retry:hover { border-color: var(--primary-text, #c4b5fd); color: var(--primary-text, #c4b5fd); }
.ui-thread { list-style: none; margin: 0; padding: 0; display: grid; gap: 14px; }
.ui-thread article { padding: 12px 14px; border-radius: 10px; border: 1px solid var(--border, #2c2c3d); }
.ui-thread li[data-own] article { margin-left: clamp(0px, 8%, 64px); }
.ui-thread li:not([data-own]) article { margin-right: clamp(0px, 8%, 64px); }
.ui-thread li[data-author='staff'] article { border-left: 4px solid var(--primary, #7c3aed); }
.ui-thread-header { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 12px; margin-bottom: 6px; font-size: 0.9rem; }
.ui-thread-author { font-weight: 600; }
.ui-thread-time { color: var(--text-muted, #b4b4c6); }
`;

export function UiStyles() {
  return (
    <style href="blockbeat-ui" precedence="default">
      {UI_CSS}
    </style>
  );
}
