import { Button, Card, Segmented, Spin, Tag } from 'antd';
import { useState } from 'react';
import { CameraCapture } from '../../../capture/CameraCapture';
import { usePreviewUrl } from '../../../capture/use-preview-url';
import { CommodityTokenCard } from './CommodityTokenCard';
import { runOcrTrial, type OcrTrial, type TrialSide } from './ocr-trial';
import './ocr-pages.css';

const SIDES: { label: string; value: TrialSide }[] = [
  { label: '正面', value: 'front' },
  { label: '反面', value: 'back' },
  { label: '不指定', value: 'both' },
];

/**
 * /member/test-id-ocr: a page for testers. Take or choose a picture, say which side it shows, and
 * see the reader's raw JSON reply, its HTTP status and how long it took; the same picture can be
 * sent again as another side.
 */
export default function TestIdOcrPage() {
  const [side, setSide] = useState<TrialSide>('front');
  const [picture, setPicture] = useState<Blob>();
  const [trial, setTrial] = useState<OcrTrial>();
  const [busy, setBusy] = useState(false);
  const preview = usePreviewUrl(picture);

  const send = async (chosen: Blob) => {
    setPicture(chosen);
    setBusy(true);
    setTrial(undefined);
    setTrial(await runOcrTrial(chosen, side));
    setBusy(false);
  };

  return (
    <main className="fenqi-ocr-page">
      <h1 className="fenqi-ocr-page-title">身分證辨識測試</h1>
      <div className="fenqi-ocr-stack">
        <CommodityTokenCard />
        <Segmented<TrialSide> block options={SIDES} value={side} onChange={setSide} aria-label="辨識哪一面" />
        <CameraCapture
          hint="將身分證對準框線後拍照，或改用相簿選擇照片"
          onPicture={(chosen) => void send(chosen)}
        />
        {(picture || busy) && (
          <Card size="small" title="辨識結果">
            <div className="fenqi-ocr-stack">
              {preview && <img className="fenqi-ocr-trial-preview" src={preview} alt="送出的照片" />}
              {busy && (
                <div className="fenqi-ocr-busy" aria-busy="true">
                  <Spin />
                  <p className="fenqi-ocr-busy-text">辨識中，請稍候…</p>
                </div>
              )}
              {trial && (
                <>
                  <div>
                    <Tag color={trial.status === 200 ? 'success' : 'error'}>
                      HTTP {trial.status || '無回應'}
                    </Tag>
                    <Tag>耗時 {trial.ms} ms</Tag>
                    <Tag>{SIDES.find((option) => option.value === trial.side)?.label}</Tag>
                  </div>
                  <pre className="fenqi-ocr-json" aria-label="辨識回應">
                    {JSON.stringify(trial.body, null, 2)}
                  </pre>
                </>
              )}
              {picture && !busy && (
                <Button block onClick={() => void send(picture)}>
                  以目前選擇的面重新送出
                </Button>
              )}
            </div>
          </Card>
        )}
      </div>
    </main>
  );
}
