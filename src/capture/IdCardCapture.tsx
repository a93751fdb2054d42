import { CloseOutlined } from '@ant-design/icons';
import { Alert, Button, Steps } from 'antd';
import { useEffect, useReducer, useRef, useState } from 'react';
import type { IdCardFields } from '../api/v2/types/commodity';
import { CameraCapture } from './CameraCapture';
import { captureReducer, initialCapture, type IdCardPictures } from './capture-flow';
import { FailedView, ReadingView, ReviewView, SIDE_NAME } from './IdCardCaptureSteps';
import { canReadIdCard, NO_TOKEN_TEXT, readIdCardSide } from './read-id-card-side';
import './capture.css';

/** Props of the ID-card capture. */
export interface IdCardCaptureProps {
  /** The checked fields and the last photo taken of each side (kept even when it could not be read). */
  onDone: (fields: IdCardFields, pictures: IdCardPictures) => void;
  /** The member closed the capture. */
  onCancel: () => void;
  /** Values to start from, e.g. an earlier read. */
  initialFields?: IdCardFields;
  /** 1 where the capture is the whole page (/ocr), so its title is the page's <h1>; 2 inside a step. */
  headingLevel?: 1 | 2;
}

const HINT = {
  front: '請將身分證正面對準框線，避免反光',
  back: '請將身分證反面對準框線，避免反光',
} as const;

/**
 * Guides the member through photographing the ID card's front, then its back (which may be
 * skipped), has each photo read (`id-card-ocr` with onlyFront / onlyBack) and shows the fields for
 * checking and correcting. An unreadable photo, a reader that is down or a missing application
 * token never end the way: the member retakes the photo or types the data in.
 */
export function IdCardCapture({ onDone, onCancel, initialFields, headingLevel = 2 }: IdCardCaptureProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const [state, dispatch] = useReducer(captureReducer, initialFields, initialCapture);
  const [canRead] = useState(canReadIdCard);
  const reading = useRef<AbortController | null>(null);
  useEffect(() => () => reading.current?.abort(), []);
  const { step, fields, pictures } = state;

  const take = (picture: Blob) => {
    if (step.kind !== 'shoot') return;
    const { side } = step;
    dispatch({ type: 'picture', picture });
    const controller = new AbortController();
    reading.current = controller;
    void readIdCardSide(picture, side, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      dispatch(
        outcome.ok
          ? { type: 'read', side, fields: outcome.fields }
          : { type: 'readFailed', side, failure: outcome.failure, message: outcome.message },
      );
    });
  };
  const toReview = () => dispatch({ type: 'review' });

  const current = step.kind === 'review' ? 2 : step.side === 'front' ? 0 : 1;
  const title =
    step.kind === 'review' ? '確認身分證資料' : canRead ? `拍攝身分證${SIDE_NAME[step.side]}` : '身分證資料';
  return (
    <section className="fenqi-id-capture" aria-label="拍攝身分證">
      <div className="fenqi-id-capture-head">
        <Steps
          className="fenqi-id-capture-steps"
          size="small"
          responsive={false}
          titlePlacement="vertical"
          current={current}
          // A skipped back is not shown as done.
          items={[
            { title: '正面' },
            { title: '反面', status: step.kind === 'review' && !pictures.back ? 'wait' : undefined },
            { title: '確認資料' },
          ]}
        />
        <Button type="text" icon={<CloseOutlined />} aria-label="取消" onClick={onCancel} />
      </div>
      <Heading className="fenqi-id-capture-title">{title}</Heading>
      {step.kind === 'shoot' && !canRead && (
        <div className="fenqi-capture-failed">
          <Alert type="warning" showIcon title="無法自動辨識" description={NO_TOKEN_TEXT} />
          <div className="fenqi-capture-buttons">
            <Button type="primary" size="large" block onClick={toReview}>
              手動填寫資料
            </Button>
          </div>
        </div>
      )}
      {step.kind === 'shoot' && canRead && (
        <>
          <CameraCapture key={step.side} hint={HINT[step.side]} onPicture={take} />
          <div className="fenqi-capture-buttons">
            <Button type="link" block onClick={toReview}>
              {step.side === 'front' ? '不拍照，手動填寫資料' : '略過反面'}
            </Button>
          </div>
        </>
      )}
      {step.kind === 'reading' && <ReadingView picture={pictures[step.side]} side={step.side} />}
      {step.kind === 'failed' && (
        <FailedView
          picture={pictures[step.side]}
          side={step.side}
          message={step.message}
          canRetake={step.failure !== 'no-token'}
          onRetake={() => dispatch({ type: 'retake' })}
          onGoOn={toReview}
        />
      )}
      {step.kind === 'review' && (
        <ReviewView
          fields={fields}
          pictures={pictures}
          onSubmit={(checked) => onDone(checked, pictures)}
          extra={
            canRead && (
              <Button size="large" block onClick={() => dispatch({ type: 'restart' })}>
                重新拍攝
              </Button>
            )
          }
        />
      )}
    </section>
  );
}
