import sharp from 'sharp';

/** What a drawn card shows; the dates as printed (民國 84年 5月 5日). */
export interface SampleIdCard {
  idCardNo?: string;
  birth?: string;
  issue?: string;
  name?: string;
}

const CHINESE_FONT = "'WenQuanYi Zen Hei', 'Noto Sans CJK TC', 'Noto Sans TC', sans-serif";
const DIGIT_FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

const text = (x: number, y: number, size: number, content: string, font = CHINESE_FONT, fill = '#111') =>
  `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" fill="${fill}">${content}</text>`;

/**
 * An ID-card front like the real one (856 × 540, pale background, photo box, Chinese labels) as
 * SVG; fields left out are not drawn. For tests and trying the reader out.
 */
export function sampleIdCardSvg(card: SampleIdCard): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540">
  <rect width="856" height="540" rx="30" fill="#eef3f0"/>
  <rect x="600" y="110" width="210" height="260" fill="#ccd3dd"/>
  ${text(40, 70, 34, '中華民國國民身分證', CHINESE_FONT, '#234')}
  ${text(40, 150, 26, '姓名', CHINESE_FONT, '#333')}${text(140, 150, 40, card.name ?? '王小明')}
  ${text(40, 230, 26, '出生年月日', CHINESE_FONT, '#333')}${card.birth ? text(200, 230, 30, card.birth) : ''}
  ${text(40, 300, 26, '性別 男', CHINESE_FONT, '#333')}
  ${text(40, 370, 26, '發證日期', CHINESE_FONT, '#333')}${card.issue ? text(200, 370, 30, card.issue) : ''}
  ${text(40, 480, 26, '統一編號', CHINESE_FONT, '#333')}
  ${card.idCardNo ? text(200, 482, 40, card.idCardNo, DIGIT_FONT, '#b00') : ''}
</svg>`;
}

/** The card as a PNG. */
export function renderSampleIdCard(card: SampleIdCard): Promise<Buffer> {
  return sharp(Buffer.from(sampleIdCardSvg(card)))
    .png()
    .toBuffer();
}

/**
 * The card as a hand-held phone would take it: tilted by `angle` degrees on a grey table, a
 * little out of focus, sensor noise (repeatable: a fixed pseudo-random sequence), JPEG quality 70.
 */
export async function photographSampleIdCard(card: Buffer, angle: number, noiseSeed = 7): Promise<Buffer> {
  const { data, info } = await sharp(card)
    .rotate(angle, { background: '#8a8f88' })
    .blur(1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  let seed = noiseSeed;
  for (let index = 0; index < data.length; index += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[index] = Math.max(0, Math.min(255, Math.round(data[index] + (seed / 0x7fffffff - 0.5) * 40)));
  }
  return sharp(data, { raw: info }).jpeg({ quality: 70 }).toBuffer();
}
