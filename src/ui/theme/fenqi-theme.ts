import { theme, type ThemeConfig } from 'antd';

/**
 * Fenqi's antd theme: the one place its colours are chosen. Every text colour meets
 * WCAG 2.1 AA on the backgrounds antd puts it on: 4.5:1 on white, on the layout grey (#f5f5f5)
 * and on its own light fill (tags, the selected menu item); controls and large text 3:1. The
 * ratios are checked by `fenqi-theme.test.ts` and, page by page, by axe in the browser tests.
 */

/** The brand orange as text and fills: #d4380d (the logo) darkened until white on it and it on grey pass. */
export const BRAND_PRIMARY = '#c4320a';

/** Light (every layout but the camera view). */
const LIGHT_TOKENS = {
  colorPrimary: BRAND_PRIMARY,
  // antd lightens a button on hover (white on that lighter orange is 4.2:1); Fenqi darkens it.
  colorPrimaryHover: '#a82a08',
  colorPrimaryActive: '#8a2306',
  // Links: antd's #1677ff is 4.1:1 on white.
  colorLink: '#0958d9',
  colorLinkHover: '#003eb3',
  colorLinkActive: '#002c8c',
  colorInfo: '#0958d9',
  // Status colours are text too (field errors, tags): each on its light fill.
  colorError: '#cf1322',
  colorErrorBg: '#fff2f0',
  colorErrorBorder: '#ffccc7',
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorWarning: '#874d00',
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
  // The 'orange' tag (a case that waits for the member): its text on its fill.
  orange7: '#ad4e00',
  'orange-7': '#ad4e00',
  // Secondary text, placeholders and disabled text: antd's 45 % and 25 % black are 3.4 and 1.8:1.
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextQuaternary: 'rgba(0, 0, 0, 0.58)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
  colorTextDisabled: 'rgba(0, 0, 0, 0.58)',
  borderRadius: 6,
} satisfies ThemeConfig['token'];

/**
 * The theme of the whole app. `cssVar.key` names the class antd declares its CSS variables on;
 * index.html puts it on <html>, so Fenqi's own CSS reads the same colours (`var(--ant-…)`)
 * anywhere, not only inside an antd component.
 */
export const FENQI_THEME: ThemeConfig = {
  token: LIGHT_TOKENS,
  cssVar: { key: 'fenqi-theme' },
};

/** The camera view's dark theme (its own, not the light one's text colours over black). */
export const FENQI_DARK_THEME: ThemeConfig = {
  inherit: false,
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: BRAND_PRIMARY,
    colorTextTertiary: 'rgba(255, 255, 255, 0.62)',
    colorTextDescription: 'rgba(255, 255, 255, 0.62)',
    colorTextQuaternary: 'rgba(255, 255, 255, 0.55)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
    colorTextDisabled: 'rgba(255, 255, 255, 0.55)',
    borderRadius: 6,
  },
};
