import { APP_ICONS, BACKGROUND_COLOR, THEME_COLOR } from './app-icons';

/** The web app manifest's file name, linked from every page. */
export const MANIFEST_FILE = 'manifest.webmanifest';

/** What the manifest says: the app a member installs from the browser (zh-TW, opens on /member). */
export const WEB_APP_MANIFEST = {
  id: '/member',
  name: '分期會員中心',
  short_name: '分期會員',
  description: '分期付款會員中心：申請、訂單、繳款與對保。',
  lang: 'zh-TW',
  dir: 'ltr',
  start_url: '/member',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  icons: APP_ICONS.map((icon) => ({
    src: `/${icon.file}`,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: icon.purpose,
  })),
} as const;
