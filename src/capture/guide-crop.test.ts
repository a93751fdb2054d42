import { guideCropArea, ID1_ASPECT_RATIO } from './guide-crop';

describe('guideCropArea', () => {
  // A 1280 × 720 camera shown in a 360 × 270 (4:3) box: scale 0.375, 60 px (160 video px) cut off each side.
  const view = { x: 0, y: 100, width: 360, height: 270 };

  it('maps the guide back through object-fit: cover (scale and the centred overflow)', () => {
    const guide = { x: 30, y: 160, width: 300, height: 150 };
    expect(guideCropArea({ videoWidth: 1280, videoHeight: 720, view, guide, margin: 0 })).toEqual({
      x: 240,
      y: 160,
      width: 800,
      height: 400,
      outWidth: 800,
      outHeight: 400,
    });
  });

  it('widens the crop by the margin on every side', () => {
    const guide = { x: 30, y: 160, width: 300, height: 150 };
    // 10 % of the 300 px guide is 30 px on screen, 80 px in the video.
    expect(guideCropArea({ videoWidth: 1280, videoHeight: 720, view, guide, margin: 0.1 })).toMatchObject({
      x: 160,
      y: 80,
      width: 960,
      height: 560,
    });
  });

  it('keeps the crop inside the picture when the margin reaches past its edges', () => {
    const guide = { x: 0, y: 100, width: 360, height: 270 };
    expect(guideCropArea({ videoWidth: 1280, videoHeight: 720, view, guide, margin: 0.2 })).toMatchObject({
      x: 0,
      y: 0,
      width: 1280,
      height: 720,
    });
  });

  it('scales a wide crop down to maxWidth, keeping its shape', () => {
    const guide = { x: 0, y: 100, width: 360, height: 270 };
    const crop = guideCropArea({
      videoWidth: 3840,
      videoHeight: 2160,
      view,
      guide,
      margin: 0,
      maxWidth: 1600,
    });
    expect([crop.width, crop.height]).toEqual([2880, 2160]);
    expect([crop.outWidth, crop.outHeight]).toEqual([1600, 1200]);
  });

  it('handles a portrait camera in a landscape box (height cut off)', () => {
    const guide = { x: 0, y: 100, width: 360, height: 270 };
    // 720 × 1280 scaled by 0.5 fills the 360 px width; 640 px tall, 185 px cut off top and bottom.
    expect(guideCropArea({ videoWidth: 720, videoHeight: 1280, view, guide, margin: 0 })).toMatchObject({
      x: 0,
      y: 370,
      width: 720,
      height: 540,
    });
  });

  it('knows the ID-1 card shape', () => {
    expect(ID1_ASPECT_RATIO).toBeCloseTo(1.585, 3);
  });
});
