/**
 * The stack floor (`npm run bench`): what the libraries a Fenqi page must stand on weigh by
 * themselves, gzip, built as the app is built (production mode, the app's swc rule and minifier),
 * each layer one standalone bundle with no app code at all. The last layer is the least a login
 * page can be on the required stack — React, react-router, redux + redux-saga, axios, RJSF and
 * antd's Input and Button — so no budget for /login can go below it.
 */
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Configuration } from 'webpack';
import createConfig from '../../webpack.config';
import { REPO_ROOT } from '../../src/validation/schema-files';
import { appSwcRule, runWebpack } from './run-webpack';

/** The layers, each the one before plus what its label names (entries in stack-floor/). */
export const STACK_LAYERS = [
  { entry: 'react-dom', label: 'react + react-dom (one element)' },
  { entry: 'router', label: '+ react-router (data router, one route)' },
  { entry: 'store-and-http', label: '+ redux, react-redux, redux-saga, axios' },
  { entry: 'rjsf', label: '+ @rjsf/core (login form, plain theme)' },
  { entry: 'antd', label: '+ antd ConfigProvider, Input, Button' },
] as const;

/** One layer's bundle weight. */
export interface LayerWeight {
  entry: string;
  label: string;
  raw: number;
  gzip: number;
}

/** Builds every layer in one webpack run (no shared chunks) and returns their weights. */
export async function measureStackFloor(): Promise<LayerWeight[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'fenqi-stack-floor-'));
  try {
    const config: Configuration = {
      mode: 'production',
      context: REPO_ROOT,
      entry: Object.fromEntries(
        STACK_LAYERS.map(({ entry }) => [entry, join(__dirname, 'stack-floor', `${entry}.tsx`)]),
      ),
      output: { path: outDir, filename: '[name].js', clean: true },
      devtool: false,
      // The app's resolve options: its alias drops @rjsf/core's markdown renderer, which no form uses.
      resolve: createConfig({}, { mode: 'production' }).resolve,
      module: { rules: [appSwcRule()] },
      optimization: {
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
        splitChunks: false,
        runtimeChunk: false,
      },
      performance: { hints: false },
    };
    await runWebpack(config);
    return STACK_LAYERS.map(({ entry, label }) => {
      const code = readFileSync(join(outDir, `${entry}.js`));
      return { entry, label, raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Prints the floor, layer by layer, with what each layer adds. */
export async function stackFloorFigures(): Promise<void> {
  const layers = await measureStackFloor();
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log('\nstack floor: the required libraries alone, one bundle per layer (gzip):');
  layers.forEach((layer, index) => {
    const added = index === 0 ? layer.gzip : layer.gzip - layers[index - 1].gzip;
    console.log(`  ${layer.label.padEnd(44)} ${kib(layer.gzip).padStart(10)}   (+${kib(added)})`);
  });
}
