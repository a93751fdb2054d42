import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { environmentProblem, problemOf, type CameraProblem } from './camera-problem';

/** Where the live camera stands. */
export type CameraState =
  { status: 'starting' } | { status: 'live' } | { status: 'off'; problem: CameraProblem };

/** The rear camera, preferred but not required (a laptop has only its front camera); HD is plenty for a card. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
};

/** A running camera bound to a <video>. */
export interface Camera {
  videoRef: RefObject<HTMLVideoElement | null>;
  state: CameraState;
  /** Asks for the camera again (after the member changed the permission or closed another app). */
  retry: () => void;
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * Opens the camera when the component mounts and shows it in `videoRef`'s element. The tracks
 * are stopped on unmount (and when a late answer arrives after it), so the camera light goes
 * out as soon as the view leaves the screen.
 */
export function useCamera(): Camera {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<CameraState>({ status: 'starting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const problem = environmentProblem(window);
    if (problem) {
      setState({ status: 'off', problem });
      return;
    }
    let stream: MediaStream | null = null;
    let active = true;
    setState({ status: 'starting' });
    navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS).then(
      (opened) => {
        // React may have unmounted us (or strict mode re-ran the effect) while the prompt was open.
        if (!active) return stopTracks(opened);
        stream = opened;
        for (const track of opened.getVideoTracks()) {
          track.addEventListener('ended', () => active && setState({ status: 'off', problem: 'failed' }));
        }
        const video = videoRef.current;
        if (video) {
          video.srcObject = opened;
          // Autoplay of a muted inline video is allowed; a refusal just leaves the first frame.
          video.play?.()?.catch(() => undefined);
        }
        setState({ status: 'live' });
      },
      (error: unknown) => active && setState({ status: 'off', problem: problemOf(error) }),
    );
    const video = videoRef.current;
    return () => {
      active = false;
      if (stream) stopTracks(stream);
      if (video) video.srcObject = null;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { videoRef, state, retry };
}
