/**
 * Copies `text` to the clipboard: the async Clipboard API where the page may use it (HTTPS,
 * permission), else the old hidden-textarea + execCommand('copy') that in-app browsers (LINE's
 * among them) still support. Resolves whether the text was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText && window.isSecureContext !== false) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, not focused): the fallback below may still work.
    }
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen but selectable; 16px keeps iOS from zooming in on focus.
  Object.assign(area.style, { position: 'fixed', top: '0', left: '-9999px', fontSize: '16px' });
  document.body.appendChild(area);
  area.select();
  area.setSelectionRange(0, text.length);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
