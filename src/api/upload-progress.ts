import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';

/** Receives an upload's progress as a whole percentage, 0 to 100 (the global uploading flag of spec §4). */
export type UploadProgressCallback = (percent: number) => void;

/** The percentage an axios progress event stands for; 0 while the total is still unknown. */
export function percentOf(event: Pick<AxiosProgressEvent, 'loaded' | 'total' | 'progress'>): number {
  const fraction = event.total ? event.loaded / event.total : (event.progress ?? 0);
  return Math.min(100, Math.max(0, Math.round(fraction * 100)));
}

/**
 * Request options turning axios `onUploadProgress` into `onProgress(percent)`. Repeated
 * percentages are dropped so a store is not flooded with identical updates.
 */
export function withUploadProgress(
  onProgress?: UploadProgressCallback,
  extra: AxiosRequestConfig = {},
): AxiosRequestConfig {
  if (!onProgress) return extra;
  let last = -1;
  return {
    ...extra,
    onUploadProgress: (event) => {
      const percent = percentOf(event);
      if (percent === last) return;
      last = percent;
      onProgress(percent);
    },
  };
}
