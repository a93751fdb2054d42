import { Spin } from 'antd';
import { useAppSelector } from '../../store/hooks';
import { selectLoadingMessage, selectUploadPercent } from '../../store/global-ui/selectors';

/** The wait text while a file uploads (spec §4). */
export const UPLOADING_MESSAGE = '檔案上傳中，請稍候！';

/**
 * The global overlay: 檔案上傳中，請稍候！ with the percentage while an upload runs, otherwise the
 * loading message (資料加載中... unless the action gave another) while anything loads.
 */
export function LoadingOverlay() {
  const loadingMessage = useAppSelector(selectLoadingMessage);
  const uploadPercent = useAppSelector(selectUploadPercent);
  if (uploadPercent !== null) {
    return (
      <Spin
        fullscreen
        spinning
        percent={uploadPercent}
        description={
          <span role="status" data-testid="upload-progress">
            {UPLOADING_MESSAGE} {uploadPercent}%
          </span>
        }
      />
    );
  }
  if (loadingMessage === null) return null;
  return (
    <Spin
      fullscreen
      spinning
      description={
        <span role="status" data-testid="loading-overlay">
          {loadingMessage}
        </span>
      }
    />
  );
}
