/** An ID-1 card (the national ID card): 85.6 × 54 mm. */
export const ID1_ASPECT_RATIO = 85.6 / 54;

/** A rectangle in CSS pixels (as getBoundingClientRect gives it) or in video pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of the camera picture to keep, in the video's own pixels. */
export interface CropArea extends Rect {
  /** Size of the picture to produce (the crop, scaled down to at most `maxWidth`). */
  outWidth: number;
  outHeight: number;
}

export interface GuideCropInput {
  /** The video's intrinsic size (videoWidth × videoHeight). */
  videoWidth: number;
  videoHeight: number;
  /** The on-screen box the video fills with `object-fit: cover`. */
  view: Rect;
  /** The on-screen guide frame. */
  guide: Rect;
  /** Extra room around the guide, as a share of its width (a card held a little off still fits). */
  margin?: number;
  /** Widest picture to produce; more pixels do not help the reader and make the upload slow. */
  maxWidth?: number;
}

/**
 * Where the on-screen guide frame lies in the video picture. The video is shown with
 * `object-fit: cover` (scaled to fill the view, the overflow cut off centred), so the guide is
 * mapped back through that scale and offset, widened by the margin and kept inside the picture.
 */
export function guideCropArea({
  videoWidth,
  videoHeight,
  view,
  guide,
  margin = 0.08,
  maxWidth = 1600,
}: GuideCropInput): CropArea {
  const scale = Math.max(view.width / videoWidth, view.height / videoHeight);
  const offsetX = (view.width - videoWidth * scale) / 2;
  const offsetY = (view.height - videoHeight * scale) / 2;
  const pad = guide.width * margin;
  const left = (guide.x - view.x - pad - offsetX) / scale;
  const top = (guide.y - view.y - pad - offsetY) / scale;
  const right = (guide.x - view.x + guide.width + pad - offsetX) / scale;
  const bottom = (guide.y - view.y + guide.height + pad - offsetY) / scale;
  const x = Math.max(0, Math.floor(left));
  const y = Math.max(0, Math.floor(top));
  const width = Math.min(videoWidth, Math.ceil(right)) - x;
  const height = Math.min(videoHeight, Math.ceil(bottom)) - y;
  const shrink = Math.min(1, maxWidth / width);
  return {
    x,
    y,
    width,
    height,
    outWidth: Math.round(width * shrink),
    outHeight: Math.round(height * shrink),
  };
}
