import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { generateForms, type FormFingerprints } from '../../validation/generated';
import { REPO_ROOT } from '../../validation/schema-files';
import type { ReloadLog } from './reloading-server';

/** Where the development server's client comes from and goes to. */
export interface ClientRebuildPaths {
  /** The folder holding `schemas/` and `uischemas/` (the repository, or the copy a test edits). */
  root: string;
  /** Where the forms are precompiled (`.generated/`). */
  generatedDir: string;
  /** The built client the server serves (`dist/`). */
  clientDir: string;
}

/** A rebuild of the client, run again after every save; `idle()` resolves once none is under way. */
export interface ClientRebuild {
  rebuild: () => Promise<boolean>;
  idle: () => Promise<void>;
}

/** Runs the production webpack build into `clientDir` from the forms in `generatedDir`. */
function runWebpack({ generatedDir, clientDir }: ClientRebuildPaths, log: ReloadLog): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        join(REPO_ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
        '--config',
        join(REPO_ROOT, 'webpack.config.ts'),
        '--mode',
        'production',
      ],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, FENQI_GENERATED_DIR: generatedDir, FENQI_CLIENT_DIR: clientDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    // webpack reports compile errors on stdout, failures to start on stderr.
    let errors = '';
    const keep = (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => {
      if (code !== 0) log.error(`client rebuild failed (webpack exit ${code}): ${errors}`);
      resolve(code === 0);
    });
  });
}

/**
 * Outside production a saved form reaches the built client too: the changed forms are
 * precompiled again (only those whose schema or uiSchema changed) and the client rebuilt into the
 * folder the server serves, so the app's own form shows a new field after a reload, with the same
 * precompiled validator as a fresh `npm run build`. Saves during a rebuild are gathered into one
 * more rebuild after it.
 */
export function clientRebuild(paths: ClientRebuildPaths, log: ReloadLog): ClientRebuild {
  let fingerprints: FormFingerprints | undefined;
  let running: Promise<boolean> | undefined;
  let again = false;

  const once = async (): Promise<boolean> => {
    try {
      const result = generateForms(fingerprints, paths.generatedDir, join(paths.root, 'schemas'));
      fingerprints = result.fingerprints;
      if (result.rebuilt.length === 0 && result.removed.length === 0) return true;
      log.info(
        `forms changed (${[...result.rebuilt, ...result.removed].join(', ')}): rebuilding the client…`,
      );
      const ok = await runWebpack(paths, log);
      if (ok) log.info('client rebuilt: a reload shows the saved forms');
      return ok;
    } catch (error) {
      log.error(
        `forms changed, but they do not compile; the client stays as it was: ${(error as Error).message}`,
      );
      return false;
    }
  };

  const rebuild = (): Promise<boolean> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let ok = await once();
      while (again) {
        again = false;
        ok = await once();
      }
      running = undefined;
      return ok;
    })();
    return running;
  };

  return {
    rebuild,
    idle: async () => {
      while (running) await running;
    },
  };
}
