import { fitFactor, scaleStrokes, type Strokes } from './scale-strokes';

const strokes = [
  [
    { x: 100, y: 50, time: 1, color: 'black' },
    { x: 300, y: 150, time: 2, color: 'black' },
  ],
] as unknown as Strokes;

describe('fitFactor', () => {
  it('shrinks a signature onto a narrower pad and leaves it alone on a wider or first one', () => {
    expect(fitFactor(400, 200)).toBe(0.5);
    expect(fitFactor(334, 640)).toBe(1);
    expect(fitFactor(0, 334)).toBe(1);
  });
});

describe('scaleStrokes', () => {
  it('scales every point evenly and keeps time and colour', () => {
    expect(scaleStrokes(strokes, 0.5)).toEqual([
      [
        { x: 50, y: 25, time: 1, color: 'black' },
        { x: 150, y: 75, time: 2, color: 'black' },
      ],
    ]);
    expect(strokes[0][0]).toMatchObject({ x: 100, y: 50 });
  });

  it('returns the very strokes when nothing changes', () => {
    expect(scaleStrokes(strokes, 1)).toBe(strokes);
  });
});
