import { fitFactor, scaleStrokes, type Strokes } from './scale-strokes';

const strokes = [
  [
    { x: 100, y: 50, time: 1, color: 'black' },
    { x: 300, y: 150, time: 2, color: 'black' },
  ],
] as unknown as Strokes;

describe('fitFactor', () => {
  it('leaves a signature that fits the pad alone, however the pad changed', () => {
    expect(fitFactor(strokes, 640)).toBe(1);
    expect(fitFactor(strokes, 300)).toBe(1);
    expect(fitFactor([] as unknown as Strokes, 200)).toBe(1);
  });

  it('shrinks a signature wider than the pad evenly, just inside its right edge', () => {
    expect(fitFactor(strokes, 200)).toBeCloseTo((200 * 0.95) / 300);
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
