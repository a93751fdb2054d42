import { useEffect, useState } from 'react';
import type { StudioPreview } from '../../../.generated/api-replies';
import type { FormModule } from '../../validation/form-module';
import { loadPreviewModule } from './preview/preview-module';
import { previewForm, studioErrorMessage, type StudioEdit } from './studio-api';

/** How long typing must pause before the edit is compiled and its cases run again. */
const PREVIEW_DELAY_MS = 350;

export interface FormPreviewState {
  /** The latest result: findings and case results of the edit shown. */
  result: StudioPreview | null;
  /** The compiled form of the latest edit that compiled (kept while a later edit does not). */
  module: FormModule | null;
  moduleId: string | null;
  /** True while an edit waits for, or is in, its preview. */
  pending: boolean;
  /** Why the preview could not be asked for (the server is unreachable, …). */
  error: string | null;
}

/**
 * Re-runs the preview of an edit a moment after it stops changing: the server lints it, compiles
 * it and runs every fixture case; the compiled module is then loaded for the live form. An edit
 * that is overtaken by a newer one is abandoned.
 */
export function useFormPreview(edit: StudioEdit | null): FormPreviewState {
  const [state, setState] = useState<FormPreviewState>({
    result: null,
    module: null,
    moduleId: null,
    pending: false,
    error: null,
  });
  useEffect(() => {
    if (!edit) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, pending: true }));
    const timer = setTimeout(() => {
      void (async () => {
        try {
          const result = await previewForm(edit, controller.signal);
          const module = result.moduleId ? await loadPreviewModule(result.moduleId) : null;
          if (controller.signal.aborted) return;
          setState((s) => ({
            result,
            module: module ?? s.module,
            moduleId: result.moduleId ?? s.moduleId,
            pending: false,
            error: null,
          }));
        } catch (error) {
          if (!controller.signal.aborted)
            setState((s) => ({ ...s, pending: false, error: studioErrorMessage(error) }));
        }
      })();
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [edit]);
  return state;
}
