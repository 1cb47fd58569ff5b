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
  borderRadius: 10,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

export type UiMode = 'dark' | 'light';
