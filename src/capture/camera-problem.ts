/** Why the live camera is not showing. */
export type CameraProblem = 'insecure' | 'unsupported' | 'denied' | 'no-camera' | 'busy' | 'failed';

/** What the member reads for each problem; the file button below the view always remains. */
export const CAMERA_PROBLEM_TEXT: Record<CameraProblem, string> = {
  insecure: '目前的連線不是安全連線（HTTPS），瀏覽器不允許開啟相機。請改用下方按鈕拍照或選擇照片。',
  unsupported: '此瀏覽器不支援網頁相機，請改用下方按鈕拍照或選擇照片。',
  denied: '尚未允許使用相機。請在瀏覽器的網站設定中允許相機後按「重新開啟相機」，或改用下方按鈕拍照。',
  'no-camera': '找不到可用的相機，請改用下方按鈕拍照或選擇照片。',
  busy: '相機正由其他程式使用中，請關閉其他使用相機的程式後重試，或改用下方按鈕拍照。',
  failed: '無法開啟相機，請重試或改用下方按鈕拍照或選擇照片。',
};

/** Problems a retry can fix (the member changes a setting or closes another app); the rest cannot. */
export const RETRYABLE: ReadonlySet<CameraProblem> = new Set(['denied', 'busy', 'failed']);

/**
 * Why the camera cannot even be asked for: browsers hide `navigator.mediaDevices` outside a
 * secure context (HTTPS or localhost), so that case is told apart from a browser without cameras.
 */
export function environmentProblem(win: Pick<Window, 'isSecureContext' | 'navigator'>): CameraProblem | null {
  if (win.isSecureContext === false) return 'insecure';
  if (typeof win.navigator.mediaDevices?.getUserMedia !== 'function') return 'unsupported';
  return null;
}

/** The problem a getUserMedia rejection stands for, by its DOMException name. */
export function problemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'no-camera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}
