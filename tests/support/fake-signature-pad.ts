/**
 * A jsdom stand-in for signature_pad (jsdom has no canvas): a click on the canvas "draws" one
 * stroke and ends it, as a finger lifting would. `fakePadImage.png` is what toDataURL answers, so a
 * test can hand the server a real PNG. The real pad runs in the browser tests.
 */
export const fakePadImage = { png: 'data:image/png;base64,c3Ryb2tlcw==' };

/** The fake pad (the library's default export). */
export default class FakeSignaturePad {
  private strokes: unknown[][] = [];
  private readonly draw = () => {
    this.strokes.push([{ x: 1, y: 1, time: 0 }]);
    this.options.onEnd?.();
  };

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly options: { onEnd?: () => void } = {},
  ) {
    canvas.addEventListener('click', this.draw);
  }

  clear(): void {
    this.strokes = [];
  }
  isEmpty(): boolean {
    return this.strokes.length === 0;
  }
  toDataURL(): string {
    return fakePadImage.png;
  }
  toData(): unknown[][] {
    return this.strokes;
  }
  fromData(strokes: unknown[][]): void {
    this.strokes = strokes;
  }
  on(): void {
    this.canvas.addEventListener('click', this.draw);
  }
  off(): void {
    this.canvas.removeEventListener('click', this.draw);
  }
}
