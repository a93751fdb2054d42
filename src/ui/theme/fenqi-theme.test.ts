import { FENQI_DARK_THEME, FENQI_THEME } from './fenqi-theme';

/** sRGB channels of `#rrggbb` or `rgba(r, g, b, a)` laid over `background` (WCAG 2.1 relative luminance). */
function rgbOver(color: string, background: [number, number, number]): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (hex) return [1, 2, 3].map((i) => parseInt(hex[i], 16)) as [number, number, number];
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(color);
  if (!rgba) throw new Error(`unreadable colour ${color}`);
  const alpha = Number(rgba[4]);
  return [1, 2, 3].map((i) => Number(rgba[i]) * alpha + background[i - 1] * (1 - alpha)) as [
    number,
    number,
    number,
  ];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of `color` on the opaque `background` (#rrggbb). */
function contrast(color: string, background: string): number {
  const bg = rgbOver(background, [255, 255, 255]);
  const [a, b] = [luminance(rgbOver(color, bg)), luminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const light = FENQI_THEME.token as Record<string, string>;
const dark = FENQI_DARK_THEME.token as Record<string, string>;
const WHITE = '#ffffff';
/** antd's layout background and its disabled-control fill. */
const GREY = '#f5f5f5';

describe('Fenqi theme colours meet WCAG 2.1 AA (4.5:1 for text)', () => {
  it.each([
    ['colorPrimary', WHITE],
    ['colorPrimary', GREY],
    ['colorPrimary', '#fff2e8'],
    ['colorLink', WHITE],
    ['colorLink', GREY],
    ['colorError', WHITE],
    ['colorError', 'colorErrorBg'],
    ['colorSuccess', 'colorSuccessBg'],
    ['colorWarning', 'colorWarningBg'],
    ['colorInfo', '#e6f4ff'],
    ['orange7', '#fff7e6'],
    ['colorTextDescription', WHITE],
    ['colorTextDescription', GREY],
    ['colorTextPlaceholder', WHITE],
    ['colorTextDisabled', GREY],
  ])('%s on %s', (token, on) => {
    expect(contrast(light[token], light[on] ?? on)).toBeGreaterThanOrEqual(4.5);
  });

  it('white text on the primary button, at rest, hovered and pressed', () => {
    for (const token of ['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive'])
      expect(contrast(WHITE, light[token])).toBeGreaterThanOrEqual(4.5);
  });

  it('the camera view: secondary and disabled text on black', () => {
    for (const token of ['colorTextDescription', 'colorTextPlaceholder', 'colorTextDisabled'])
      expect(contrast(dark[token], '#000000')).toBeGreaterThanOrEqual(4.5);
  });
});
