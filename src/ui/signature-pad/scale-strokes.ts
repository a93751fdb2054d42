import type SignaturePad from 'signature_pad';

/** The strokes of a pad as signature_pad keeps them: groups of points in CSS pixels of the canvas. */
export type Strokes = ReturnType<SignaturePad['toData']>;

/**
 * The factor that fits strokes drawn on a pad `from` px wide onto one `to` px wide: a narrower pad
 * shrinks the signature evenly (it must stay whole and undistorted), a wider one leaves it as it is.
 */
export function fitFactor(from: number, to: number): number {
  return from > 0 && to < from ? to / from : 1;
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
