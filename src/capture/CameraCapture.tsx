import { CameraOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useRef, useState } from 'react';
import { CAMERA_PROBLEM_TEXT, RETRYABLE } from './camera-problem';
import { frameCropArea, grabFrame } from './grab-frame';
import { PhotoFileButton } from './PhotoFileButton';
import { useCamera } from './use-camera';
import './capture.css';

/** Props of the camera view. */
export interface CameraCaptureProps {
  /** Receives the picture: the frame cropped to the guide (JPEG), or the photo the member chose. */
  onPicture: (picture: Blob) => void;
  /** The instruction shown over the picture, e.g. 請將身分證正面對準框線. */
  hint: string;
}

/**
 * The live rear camera with an ID-card-shaped guide frame and a shutter button that keeps the
 * guide's area (plus a margin). When the camera cannot be used the view says why, and the photo
 * file button below it is always there.
 */
export function CameraCapture({ onPicture, hint }: CameraCaptureProps) {
  const { videoRef, state, retry } = useCamera();
  const guideRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [grabbing, setGrabbing] = useState(false);
  const [grabFailed, setGrabFailed] = useState(false);
  const live = state.status === 'live';

  const shoot = async () => {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return;
    setGrabbing(true);
    try {
      const picture = await grabFrame(video, frameCropArea(video, guideRef.current));
      setGrabFailed(false);
      onPicture(picture);
    } catch {
      setGrabFailed(true);
    } finally {
      setGrabbing(false);
    }
  };

  return (
    <div className="fenqi-camera">
      <div className="fenqi-camera-view" data-status={state.status}>
        <video
          ref={videoRef}
          className="fenqi-camera-video"
          aria-label="相機畫面"
          playsInline
          muted
          autoPlay
          onLoadedMetadata={() => setReady(true)}
          onEmptied={() => setReady(false)}
        />
        {live && <div ref={guideRef} className="fenqi-camera-guide" data-testid="camera-guide" />}
        {live && <p className="fenqi-camera-hint">{hint}</p>}
        {state.status === 'starting' && (
          <div className="fenqi-camera-message">
            <Spin />
            <p>正在開啟相機…</p>
          </div>
        )}
        {state.status === 'off' && (
          <div className="fenqi-camera-message" role="alert">
            <CameraOutlined className="fenqi-camera-message-icon" />
            <p>{CAMERA_PROBLEM_TEXT[state.problem]}</p>
            {RETRYABLE.has(state.problem) && (
              <Button ghost icon={<ReloadOutlined />} onClick={retry}>
                重新開啟相機
              </Button>
            )}
          </div>
        )}
      </div>
      {grabFailed && (
        <p role="alert" className="fenqi-photo-file-error">
          拍照失敗，請再試一次或改用下方按鈕拍照。
        </p>
      )}
      <div className="fenqi-camera-actions">
        {live && (
          <Button
            type="primary"
            size="large"
            block
            icon={<CameraOutlined />}
            aria-label="拍照"
            loading={grabbing}
            disabled={!ready}
            onClick={() => void shoot()}
          >
            拍照
          </Button>
        )}
        <PhotoFileButton onPicture={onPicture} type={live ? 'default' : 'primary'} />
      </div>
    </div>
  );
}
