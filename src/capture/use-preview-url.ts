import { useEffect, useState } from 'react';

/** An object URL showing `picture`, revoked when the picture changes or the component leaves. */
export function usePreviewUrl(picture: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    // Test environments (jsdom) have no object URLs; the preview is only decoration.
    if (!picture || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(picture);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [picture]);
  return url;
}
