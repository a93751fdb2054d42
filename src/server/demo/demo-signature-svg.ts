/** A repeatable stream of numbers in [0, 1) (mulberry32), so a demo member's strokes are the same every seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Text made safe to sit inside SVG markup. */
export function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A number of a path, to one decimal. */
const n = (value: number) => value.toFixed(1);

/**
 * A pen stroke as one smooth path: a run of loops and waves from (x, y) over `width`, the way a
 * hand finishes a signature; the same `seed` draws the same stroke.
 */
export function penStroke(seed: number, x: number, y: number, width: number, height: number): string {
  const random = seededRandom(seed);
  const steps = 7;
  let d = `M${n(x)} ${n(y)}`;
  for (let i = 1; i <= steps; i++) {
    const endX = x + (width * i) / steps;
    const endY = y + (random() - 0.5) * height * 0.6;
    const loop = random() > 0.55;
    const c1x = endX - width / steps / (loop ? 0.6 : 1.6);
    const c1y = y - height * (0.3 + random() * 0.5);
    const c2x = endX - (loop ? -width / steps / 2 : width / steps / 3);
    const c2y = y + height * (0.2 + random() * 0.4);
    d += ` C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(endX)} ${n(endY)}`;
  }
  return d;
}

/** Who signs and where the signature goes. */
export interface SignatureSubject {
  name: string;
  /** Varies the stroke, so two members (and two documents) never look identical. */
  seed: number;
}

/**
 * The member's drawn signature as the signing pad would record it (ink on white, 600×220): the
 * name written large and slanted with a pen flourish under it. Not copied from anything: drawn
 * from the name and the seed.
 */
export function signatureSvg({ name, seed }: SignatureSubject): string {
  const random = seededRandom(seed * 7 + 3);
  const tilt = -4 - random() * 5;
  const stroke = penStroke(seed, 70, 168, 440, 60);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="220" viewBox="0 0 600 220">
  <rect width="600" height="220" fill="#ffffff"/>
  <g transform="rotate(${n(tilt)} 300 110)" fill="#14213d">
    <text x="${n(120 + random() * 30)}" y="132" font-size="92" font-style="italic"
      font-family="WenQuanYi Zen Hei, Noto Sans CJK TC, sans-serif" letter-spacing="-6"
      transform="skewX(-14)">${xmlText(name)}</text>
  </g>
  <path d="${stroke}" fill="none" stroke="#14213d" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;
}

/** A red personal seal with the name (the way a declaration is sealed), as an SVG group at (x, y). */
export function sealSvg(name: string, x: number, y: number): string {
  const chars = [...name];
  const size = chars.length > 2 ? 24 : 30;
  const text = chars
    .map(
      (char, i) =>
        `<text x="0" y="${n((i - (chars.length - 1) / 2) * size + size / 3)}" font-size="${size}" text-anchor="middle">${xmlText(char)}</text>`,
    )
    .join('');
  return `<g transform="translate(${x} ${y})" fill="#c8102e" opacity="0.85" font-family="WenQuanYi Zen Hei, Noto Sans CJK TC, sans-serif">
    <rect x="-32" y="-48" width="64" height="96" rx="6" fill="none" stroke="#c8102e" stroke-width="4"/>
    ${text}
  </g>`;
}
