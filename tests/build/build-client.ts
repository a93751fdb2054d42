import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
import createConfig from '../../webpack.config';

/** One emitted JavaScript asset of a production build. */
export interface BuiltAsset {
  file: string;
  code: string;
  /** The chunk's name when webpack gave it one (entry chunks, named lazy chunks). */
  chunkName?: string;
  initial: boolean;
}

/** Runs the production webpack build into a temporary folder and returns its JS assets. */
export async function buildClient(): Promise<BuiltAsset[]> {
  return buildClientTo(mkdtempSync(join(tmpdir(), 'fenqi-build-')));
}

/** Runs the production webpack build into `outDir` (which a server can then serve) and returns its JS assets. */
export async function buildClientTo(outDir: string): Promise<BuiltAsset[]> {
  const config = createConfig({}, { mode: 'production' });
  config.output = { ...config.output, path: outDir };
  config.devtool = false;
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    webpack(config, (error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  const chunks = stats.toJson({ chunks: true, assets: false }).chunks ?? [];
  const byFile = new Map<string, { name?: string; initial: boolean }>();
  for (const chunk of chunks) {
    for (const file of chunk.files ?? [])
      byFile.set(file, { name: chunk.names?.[0], initial: chunk.initial });
  }
  return readdirSync(join(outDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({
      file: f,
      code: readFileSync(join(outDir, 'assets', f), 'utf8'),
      chunkName: byFile.get(`assets/${f}`)?.name,
      initial: byFile.get(`assets/${f}`)?.initial ?? false,
    }));
}
