/**
 * Brand tokens shared by antd (through UiProvider) and the shell's plain CSS, which must not load
 * antd on signed-out pages. Colours are chosen for WCAG AA contrast in both themes.
 */
export const tokens = {
  colorPrimary: '#7c3aed',
  colorPrimaryOnDark: '#a78bfa',
  colorPrimaryTextOnDark: '#c4b5fd',
  colorAccent: '#ec4899',
  colorBgDark: '#0f0f17',
  colorSurfaceDark: '#181824',
  colorBgLight: '#f7f7fb',
  colorSurfaceLight: '#ffffff',
  // antd's own red and placeholder grey fall below 4.5:1 on our surfaces (3.1:1 and 1.8:1 light,
  // 4.0:1 and 2.3:1 dark); these reach it on the page, cards and dialogs of their theme.
  colorDanger: '#c62828',
  colorDangerOnDark: '#ff8a80',
  colorPlaceholder: '#6b6b80',
  colorPlaceholderOnDark: '#8c8ca3',
  borderRadius: 10,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

export type UiMode = 'dark' | 'light';
