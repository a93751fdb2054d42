import * as formats from 'ajv-formats/dist/formats';
import equal from 'ajv/dist/runtime/equal';
import ucs2length from 'ajv/dist/runtime/ucs2length';
import uri from 'ajv/dist/runtime/uri';
import validationError from 'ajv/dist/runtime/validation_error';
import type { FormModule } from '../../../validation/form-module';
import { KEYWORD_MODULE_PREFIX } from '../../../validation/keywords/define-check-keyword';
import { devToolsToken } from '../dev-tools-token';

type ModuleFactory = (require: (id: string) => unknown, module: { exports: object }, exports: object) => void;

declare global {
  interface Window {
    /** Called by a preview script the server compiled (GET /api/v2/dev/studio/preview/<id>.js). */
    fenqiStudioModule?: (id: string, factory: ModuleFactory) => void;
  }
}

/** The ajv runtime parts standalone validators `require`, as the app's bundle has them. */
const AJV_RUNTIME: Record<string, unknown> = {
  'ajv-formats/dist/formats': formats,
  'ajv/dist/runtime/equal': { default: equal },
  'ajv/dist/runtime/ucs2length': { default: ucs2length },
  'ajv/dist/runtime/uri': { default: uri },
  'ajv/dist/runtime/validation_error': { default: validationError },
};

/** A Fenqi keyword's check module (`validation/checks/<name>.ts`), loaded as the app loads it. */
function loadCheck(name: string): Promise<unknown> {
  return import(/* webpackChunkName: "studio-checks" */ `../../../validation/checks/${name}.ts`);
}

const waiting = new Map<string, (factory: ModuleFactory) => void>();

/** Runs a preview script's factory once the check modules it names have loaded. */
async function instantiate(factory: ModuleFactory): Promise<FormModule> {
  const checkNames = [...String(factory).matchAll(/require\("([^"]+)"\)/g)]
    .map((match) => match[1])
    .filter((id) => id.startsWith(KEYWORD_MODULE_PREFIX));
  const checks = new Map<string, unknown>();
  for (const id of new Set(checkNames))
    checks.set(id, await loadCheck(id.slice(KEYWORD_MODULE_PREFIX.length)));
  const requireModule = (id: string): unknown => {
    const found = checks.get(id) ?? AJV_RUNTIME[id];
    if (found === undefined) throw new Error(`預覽表單需要本頁沒有的模組：${id}`);
    return found;
  };
  const module = { exports: {} };
  factory(requireModule, module, module.exports);
  return module.exports as FormModule;
}

/**
 * Loads a form module the server compiled from the studio's unsaved edit: a script from this
 * origin (so the page's `script-src 'self'` admits it, with no eval), whose validators are the
 * same standalone ajv code the precompiler writes for the app.
 */
export function loadPreviewModule(id: string): Promise<FormModule> {
  window.fenqiStudioModule ??= (moduleId, factory) => waiting.get(moduleId)?.(factory);
  return new Promise<FormModule>((resolve, reject) => {
    const script = document.createElement('script');
    const done = () => {
      waiting.delete(id);
      script.remove();
    };
    waiting.set(id, (factory) => {
      done();
      instantiate(factory).then(resolve, reject);
    });
    const token = devToolsToken();
    const query = token ? `?devToolsToken=${encodeURIComponent(token)}` : '';
    script.src = `/api/v2/dev/studio/preview/${encodeURIComponent(id)}.js${query}`;
    script.onerror = () => {
      done();
      reject(new Error('預覽表單載入失敗'));
    };
    document.head.append(script);
  });
}
