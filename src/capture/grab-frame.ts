import { guideCropArea, type CropArea } from './guide-crop';

/** JPEG quality of a captured frame: sharp enough for the reader, a few hundred KB at most. */
const JPEG_QUALITY = 0.9;
/** A crop smaller than this (the guide not laid out yet) is ignored and the whole frame is kept. */
const MIN_CROP = 32;

/** The whole frame, scaled like a crop. */
function wholeFrame(video: HTMLVideoElement, maxWidth = 1600): CropArea {
  const shrink = Math.min(1, maxWidth / video.videoWidth);
  return {
    x: 0,
    y: 0,
    width: video.videoWidth,
    height: video.videoHeight,
    outWidth: Math.round(video.videoWidth * shrink),
    outHeight: Math.round(video.videoHeight * shrink),
  };
}

/**
 * Where to crop the current frame: the guide frame's area with its margin, or the whole frame
 * when the guide has no size.
 */
export function frameCropArea(video: HTMLVideoElement, guide: Element | null): CropArea {
  if (!guide) return wholeFrame(video);
  const crop = guideCropArea({
    videoWidth: video.videoWidth,
    videoHeight: video.videoHeight,
    view: video.getBoundingClientRect(),
    guide: guide.getBoundingClientRect(),
  });
  return crop.width < MIN_CROP || crop.height < MIN_CROP ? wholeFrame(video) : crop;
}

/** Draws `crop` of the video's current frame on a canvas and encodes it as a JPEG Blob. */
export function grabFrame(video: HTMLVideoElement, crop: CropArea): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = crop.outWidth;
  canvas.height = crop.outHeight;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('canvas 2d context unavailable'));
  context.drawImage(video, crop.x, crop.y, crop.width, crop.height, 0, 0, crop.outWidth, crop.outHeight);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas produced no picture'))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
}
