import type { StrokePadHandle } from './StrokePad';

/** The value a pad stands for: its drawing as a PNG data URL, or undefined while nothing is drawn. */
export function signatureValue(
  pad: Pick<StrokePadHandle, 'isEmpty' | 'toDataURL'> | null,
): string | undefined {
  return !pad || pad.isEmpty() ? undefined : pad.toDataURL();
}
