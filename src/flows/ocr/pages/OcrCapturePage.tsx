import { useNavigate } from 'react-router-dom';
import { IdCardCapture } from '../../../capture/IdCardCapture';
import { saveIdCardHandoff } from '../../../capture/id-card-handoff';
import './ocr-pages.css';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/** react-router keeps the position in the app's history here; 0 means the member arrived on this page. */
const arrivedHere = () => !((window.history.state as { idx?: number } | null)?.idx ?? 0);

/**
 * /ocr: the full-screen camera view on black. The member photographs the ID card front and back
 * and checks what was read; the fields are kept for the application's step 1 and /ocr/page shows them.
 */
export default function OcrCapturePage() {
  const navigate = useNavigate();
  return (
    <main className="fenqi-ocr-page">
      <IdCardCapture
        headingLevel={1}
        onDone={(fields) => {
          saveIdCardHandoff(fields);
          navigate(ROUTE_PATHS.ocrPage);
        }}
        // Back where the member came from; someone who opened /ocr directly goes to the application.
        onCancel={() => (arrivedHere() ? navigate(ROUTE_PATHS.commodityStep1) : navigate(-1))}
      />
    </main>
  );
}
