/**
 * Fonts a typed signature is drawn in: a brush (楷書) face where the device has one (macOS/iOS,
 * Windows, Linux), then the system's CJK face. The drawing is a picture of the name either way.
 */
export const SIGNATURE_FONTS =
  '"Kaiti TC", "BiauKai", "DFKai-SB", "標楷體", "TW-Kai", "AR PL UKai TW", "STKaiti", "KaiTi", serif';

/** The longest name a typed signature takes (the ID card's name field is shorter). */
export const TYPED_NAME_MAX = 20;

/** The largest and smallest glyph size of a typed signature, in CSS pixels. */
const LARGEST = 72;
const SMALLEST = 14;

/** A typed name as it is drawn and compared: no spaces around it or inside it (王 大明 → 王大明). */
export function normalisedName(name: string): string {
  return name.replace(/\s+/g, '');
}

/**
 * Why a typed name cannot stand as the signature, or null when it can. With `expected` (the
 * applicant's name) the name must be that name, as a drawn signature must match the ID card.
 */
export function typedNameProblem(name: string, expected?: string): string | null {
  const typed = normalisedName(name);
  if (typed === '') return '請輸入您的姓名';
  const wanted = expected ? normalisedName(expected) : '';
  if (wanted !== '' && typed !== wanted) return `姓名須與申請人姓名「${wanted}」相同`;
  return null;
}

/**
 * Draws `name` as a signature on a white pad of `width` × `height` CSS pixels (the context is
 * already scaled to the device's pixel ratio): black ink, centred, as large as fits in the pad.
 */
export function drawTypedSignature(
  ctx: CanvasRenderingContext2D,
  name: string,
  width: number,
  height: number,
): void {
  ctx.save();
  ctx.fillStyle = 'rgb(255, 255, 255)';
  ctx.fillRect(0, 0, width, height);
  const text = normalisedName(name);
  if (text !== '') {
    const room = width * 0.86;
    let size = Math.min(height * 0.5, LARGEST);
    ctx.font = `${size}px ${SIGNATURE_FONTS}`;
    const measured = ctx.measureText(text).width;
    if (measured > room) size = Math.max(SMALLEST, (size * room) / measured);
    ctx.font = `${size}px ${SIGNATURE_FONTS}`;
    ctx.fillStyle = 'black';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, width / 2, height / 2, room);
  }
  ctx.restore();
}
