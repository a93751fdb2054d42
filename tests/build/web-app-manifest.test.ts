import sharp from 'sharp';
import { APP_ICONS, renderIcon, THEME_COLOR } from '../../build/app-icons';
import { WEB_APP_MANIFEST } from '../../build/web-app-manifest';

/** The RGBA of one pixel of a rendered PNG. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 4)];
}

const BRAND = [0xd4, 0x38, 0x0d, 255];

describe('web app manifest (what Chromium needs to offer installing the app)', () => {
  it('names the app in zh-TW, starts on /member, standalone, in the theme colours', () => {
    expect(WEB_APP_MANIFEST).toMatchObject({
      name: '分期會員中心',
      lang: 'zh-TW',
      start_url: '/member',
      display: 'standalone',
      theme_color: THEME_COLOR,
    });
    expect(WEB_APP_MANIFEST.short_name.length).toBeLessThanOrEqual(12);
  });

  it('lists PNG icons of 192 and 512 px and a maskable one', () => {
    const listed = WEB_APP_MANIFEST.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(listed).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });

  it.each(APP_ICONS.map((icon) => [icon.file, icon] as const))('%s renders at its size', async (_, icon) => {
    const png = await renderIcon(icon);
    expect(await sharp(png).metadata()).toMatchObject({
      format: 'png',
      width: icon.size,
      height: icon.size,
    });
  });

  it('the maskable icon fills its square (the platform cuts the shape) and keeps the bars in the safe zone', async () => {
    const maskable = APP_ICONS.find((icon) => icon.purpose === 'maskable')!;
    const png = await renderIcon(maskable);
    expect(await pixel(png, 0, 0)).toEqual(BRAND);
    // Outside the central 80 % circle (radius 204.8 px around the centre) nothing but the colour.
    for (const [x, y] of [
      [60, 256],
      [452, 256],
      [256, 60],
      [256, 452],
    ])
      expect(await pixel(png, x, y)).toEqual(BRAND);
    // The tallest bar is inside it and white.
    expect(await pixel(png, 329, 256)).toEqual([255, 255, 255, 255]);
  });
});
