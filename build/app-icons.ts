import sharp from 'sharp';

/** The brand orange of the logo (src/app/shell/FenqiLogo.tsx) and the app's theme colour. */
export const THEME_COLOR = '#d4380d';
/** The splash background while the installed app starts. */
export const BACKGROUND_COLOR = '#ffffff';

/** The logo's three rising bars on the brand colour, drawn on a 512 × 512 square. */
function bars(scale: number, offset: number): string {
  const bar = (x: number, y: number, height: number, opacity: number) =>
    `<rect x="${offset + x * scale}" y="${offset + y * scale}" width="${4.5 * scale}" height="${height * scale}" rx="${1.5 * scale}" fill="#fff" opacity="${opacity}"/>`;
  return [bar(7, 17, 8, 0.75), bar(13.75, 12, 13, 0.9), bar(20.5, 7, 18, 1)].join('');
}

/** The app icon: the logo as drawn in the header (rounded square, bars), 512 px. */
export const ICON_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">` +
  `<rect width="512" height="512" rx="112" fill="${THEME_COLOR}"/>${bars(16, 0)}</svg>`;

/**
 * The maskable icon: a full-bleed square (the platform cuts its own shape) with the bars inside
 * the central 80 % safe zone, so no mask clips them.
 */
export const MASKABLE_ICON_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">` +
  `<rect width="512" height="512" fill="${THEME_COLOR}"/>${bars(11, 80)}</svg>`;

/** One icon file of the manifest. */
export interface AppIcon {
  file: string;
  size: number;
  purpose: 'any' | 'maskable';
  svg: string;
}

/** The icons the manifest lists (Chromium's install check wants 192 and 512 px). */
export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any', svg: ICON_SVG },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any', svg: ICON_SVG },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable', svg: MASKABLE_ICON_SVG },
];

/** Renders one icon to PNG at its size. */
export function renderIcon(icon: AppIcon): Promise<Buffer> {
  return sharp(Buffer.from(icon.svg)).resize(icon.size, icon.size).png().toBuffer();
}
