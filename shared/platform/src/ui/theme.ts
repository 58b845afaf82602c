/** The design tokens every app styles with, through styled-components' ThemeProvider. */
export const theme = {
  colors: {
    primary: '#4f46e5',
    primaryText: '#ffffff',
    secondary: '#0f766e',
    danger: '#dc2626',
    success: '#15803d',
    warning: '#b45309',
    info: '#2563eb',
    text: '#111827',
    muted: '#6b7280',
    background: '#f9fafb',
    surface: '#ffffff',
    border: '#e5e7eb',
    overlay: 'rgba(17, 24, 39, 0.55)',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  space: (n: number) => `${n * 4}px`,
  radius: { sm: '4px', md: '8px', lg: '16px', round: '9999px' },
  shadow: { card: '0 1px 3px rgba(0,0,0,0.08), 0 4px 12px rgba(0,0,0,0.06)' },
  breakpoints: { md: '768px', lg: '1024px' },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
