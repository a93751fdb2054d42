import type SignaturePad from 'signature_pad';

/** The strokes of a pad as signature_pad keeps them: groups of points in CSS pixels of the canvas. */
export type Strokes = ReturnType<SignaturePad['toData']>;

/**
 * The factor that fits strokes onto a pad `width` px wide: 1 while every point lies inside it (a
 * wider pad, or a narrower one the signature still fits), else the even shrink that brings the
 * rightmost point just inside — the signature stays whole and undistorted.
 */
export function fitFactor(strokes: Strokes, width: number): number {
  const right = Math.max(0, ...strokes.flat().map((point) => point.x));
  return right <= width ? 1 : (width * 0.95) / right;
}

/** The strokes scaled by `factor` about the top-left corner (time and colour kept). */
export function scaleStrokes(strokes: Strokes, factor: number): Strokes {
  if (factor === 1) return strokes;
  return strokes.map((group) =>
    group.map((point) =>
      Object.assign(Object.create(Object.getPrototypeOf(point) as object), point, {
        x: point.x * factor,
        y: point.y * factor,
      }),
    ),
  ) as Strokes;
}
