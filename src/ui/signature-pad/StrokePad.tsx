import { useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';
import SignaturePad from 'signature_pad';
import { fitFactor, scaleStrokes } from './scale-strokes';

/** What a page can ask of a mounted pad. */
export interface StrokePadHandle {
  clear: () => void;
  isEmpty: () => boolean;
  /** The drawing as a PNG data URL. */
  toDataURL: () => string;
}

/** Props of the canvas a signature is drawn on. */
export interface StrokePadProps {
  ref?: Ref<StrokePadHandle>;
  /** The accessible name of the canvas, e.g. 本票簽名區. */
  ariaLabel: string;
  /** CSS height of the pad (the width follows its container). */
  height?: number;
  className?: string;
  /** Called at the end of every stroke with whether the pad is still empty. */
  onStrokeEnd?: (empty: boolean) => void;
}

const PAD_OPTIONS = { penColor: 'black', backgroundColor: 'rgb(255, 255, 255)' } as const;

/**
 * The one signature canvas of the app (signature_pad on a plain canvas). It is created once per
 * mount and never remounted for a new size: when its width changes (rotation, split screen, a
 * browser resizing the viewport for a moment) the bitmap is resized and the strokes drawn so far
 * are drawn again, shrunk to fit a narrower pad. A width of 0 (hidden, or mid-resize) is ignored,
 * so a passing resize can never wipe a signature. (Measured cause of issue 12's blank pad: a
 * transient 0-width resize remounted the canvas through `key={width}`.)
 */
export function StrokePad({ ref, ariaLabel, height = 200, className, onStrokeEnd }: StrokePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onStrokeEndRef = useRef(onStrokeEnd);
  useLayoutEffect(() => {
    onStrokeEndRef.current = onStrokeEnd;
  });

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const pad = new SignaturePad(canvas, {
      ...PAD_OPTIONS,
      onEnd: () => onStrokeEndRef.current?.(pad.isEmpty()),
    });
    padRef.current = pad;
    let drawnAtWidth = 0;
    const fit = () => {
      const width = Math.round(canvas.getBoundingClientRect().width);
      if (width <= 0 || width === drawnAtWidth) return;
      const strokes = pad.toData();
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      // Setting the bitmap size clears it; the strokes are drawn again below.
      canvas.width = width * ratio;
      canvas.height = height * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length > 0) pad.fromData(scaleStrokes(strokes, fitFactor(strokes, width)));
      drawnAtWidth = width;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.off();
      padRef.current = null;
    };
  }, [height]);

  useImperativeHandle(
    ref,
    () => ({
      clear: () => padRef.current?.clear(),
      isEmpty: () => padRef.current?.isEmpty() ?? true,
      toDataURL: () => padRef.current?.toDataURL('image/png') ?? '',
    }),
    [],
  );

  return (
    <canvas
      ref={canvasRef}
      className={className}
      aria-label={ariaLabel}
      style={{ display: 'block', width: '100%', height, touchAction: 'none', background: '#fff' }}
    />
  );
}
