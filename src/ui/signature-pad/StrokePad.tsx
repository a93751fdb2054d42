import { useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';
import SignaturePad from 'signature_pad';
import { fitFactor, scaleStrokes } from './scale-strokes';
import { drawTypedSignature, normalisedName } from './typed-signature';

/** What a page can ask of a mounted pad. */
export interface StrokePadHandle {
  clear: () => void;
  isEmpty: () => boolean;
  /** The drawing (or the typed name drawn) as a PNG data URL. */
  toDataURL: () => string;
}

/** Props of the canvas a signature is drawn on. */
export interface StrokePadProps {
  ref?: Ref<StrokePadHandle>;
  /** The accessible name of the pad, e.g. 本票簽名區, when no visible label names it. */
  ariaLabel?: string;
  /** The id of the visible label that names the pad (preferred to ariaLabel). */
  labelledBy?: string;
  /** The id of the instructions under that label. */
  describedBy?: string;
  /**
   * A name typed on the keyboard: while it is non-empty the pad shows it drawn as the signature
   * and does not take strokes; its PNG is the signature (same format as a drawing).
   */
  typedName?: string;
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
 * so a passing resize can never wipe a signature. (Measured cause of a pad that went blank: a
 * transient 0-width resize remounted the canvas through `key={width}`.) A typed name replaces the
 * strokes while it lasts and is drawn again at each new size.
 */
export function StrokePad(props: StrokePadProps) {
  const { ref, ariaLabel, labelledBy, describedBy, typedName = '', height = 200, className } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onStrokeEndRef = useRef(props.onStrokeEnd);
  const typedRef = useRef(normalisedName(typedName));
  useLayoutEffect(() => {
    onStrokeEndRef.current = props.onStrokeEnd;
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
      // Setting the bitmap size clears it; the strokes (or the typed name) are drawn again below.
      canvas.width = width * ratio;
      canvas.height = height * ratio;
      const ctx = canvas.getContext('2d');
      ctx?.scale(ratio, ratio);
      pad.clear();
      if (typedRef.current && ctx) drawTypedSignature(ctx, typedRef.current, width, height);
      else if (strokes.length > 0) pad.fromData(scaleStrokes(strokes, fitFactor(strokes, width)));
      drawnAtWidth = width;
    };
    if (typedRef.current) pad.off();
    // The observer's first call, once the pad is laid out and before it is painted, sizes the
    // bitmap: measuring here, as the page mounts, made the browser lay out the whole page in
    // this task (about 50 ms at 4× CPU on the guarantor's link).
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.off();
      padRef.current = null;
    };
  }, [height]);

  // A typed name: the pad stops taking strokes and shows the name; without one it is a pad again.
  useLayoutEffect(() => {
    const typed = normalisedName(typedName);
    const was = typedRef.current;
    typedRef.current = typed;
    const pad = padRef.current;
    const canvas = canvasRef.current;
    if (!pad || !canvas || typed === was) return;
    pad.clear();
    if (typed === '') {
      pad.on();
      return;
    }
    pad.off();
    // In the bitmap's own CSS size (a pending resize redraws the name in fit).
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    const ctx = canvas.getContext('2d');
    if (ctx) drawTypedSignature(ctx, typed, canvas.width / ratio, canvas.height / ratio);
  }, [typedName]);

  useImperativeHandle(
    ref,
    () => ({
      clear: () => padRef.current?.clear(),
      isEmpty: () => typedRef.current === '' && (padRef.current?.isEmpty() ?? true),
      toDataURL: () => padRef.current?.toDataURL('image/png') ?? '',
    }),
    [],
  );

  return (
    <canvas
      ref={canvasRef}
      className={className}
      role="img"
      aria-label={labelledBy ? undefined : ariaLabel}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      style={{ display: 'block', width: '100%', height, touchAction: 'none', background: '#fff' }}
    />
  );
}
