import { IdcardOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { IdCardFieldsList } from '../../../capture/IdCardFieldsList';
import { readIdCardHandoff } from '../../../capture/id-card-handoff';
import './ocr-pages.css';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/**
 * /ocr/page: what the capture read (and the member checked), from the handoff, with the way on to
 * the application (whose step 1 takes the fields over) or back to the camera. Without a read it
 * says so and offers the camera.
 */
export default function OcrResultPage() {
  const navigate = useNavigate();
  const [fields] = useState(readIdCardHandoff);

  if (!fields) {
    return (
      <main className="fenqi-ocr-page">
        <div className="fenqi-ocr-empty">
          <IdcardOutlined className="fenqi-ocr-empty-icon" />
          <h1 className="fenqi-ocr-page-title">尚無身分證資料</h1>
          <p>請先拍攝身分證，系統會自動辨識身分證字號與日期，並帶入分期申請，省去手動輸入。</p>
          <Button type="primary" size="large" onClick={() => navigate(ROUTE_PATHS.ocr)}>
            拍攝身分證
          </Button>
        </div>
      </main>
    );
  }
  return (
    <main className="fenqi-ocr-page">
      <h1 className="fenqi-ocr-page-title">身分證資料</h1>
      <div className="fenqi-ocr-stack">
        <Alert type="success" showIcon title="已取得以下資料，申請分期時將自動帶入。" />
        <IdCardFieldsList fields={fields} />
        <div className="fenqi-ocr-buttons">
          <Button type="primary" size="large" block onClick={() => navigate(ROUTE_PATHS.commodityStep1)}>
            以此資料申請分期
          </Button>
          <Button size="large" block onClick={() => navigate(ROUTE_PATHS.ocr)}>
            重新拍攝
          </Button>
        </div>
      </div>
    </main>
  );
}
