import { useEffect } from 'react';
import { whenIdle } from '../ui/when-idle';
import { loadForm } from './load-form';

/**
 * Loads the form a page's next step draws (its module, validators and widgets) once the browser is
 * idle, so 下一步 shows that step without waiting for its code. A failure is left for that step to
 * meet (it loads the form again, with its own error and 重試).
 */
export function usePreloadForm(name: string | undefined): void {
  useEffect(() => {
    if (!name) return undefined;
    return whenIdle(() => void loadForm(name).catch(() => undefined));
  }, [name]);
}
