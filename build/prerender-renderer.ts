import { cpSync, readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import webpack, { type Configuration, type RuleSetRule, type WebpackPluginInstance } from 'webpack';

/** What the renderer is built with: the client's loaders, resolution and form replacements. */
export interface PrerenderParts {
  rules: RuleSetRule[];
  resolve: NonNullable<Configuration['resolve']>;
  plugins: () => WebpackPluginInstance[];
  /** Where the renderer's webpack cache is kept (webpack.config.ts `buildCacheDir`). */
  cacheDir: string;
}

const PRERENDER = join(__dirname, '..', 'src', 'app', 'prerender');
/** The build's command (a page or the style sheet per child process). */
const RENDERER_ENTRY = join(PRERENDER, 'render-cli.ts');
/** The server's renderer (a guest link with its data, per request). */
const ON_REQUEST_ENTRY = join(PRERENDER, 'render-on-request.ts');

/** Where in the client build the server finds its renderer (src/server/data-rendered-page.ts reads it). */
export const SERVER_RENDERER_DIR = '.renderer';

/** The renderer as a Node bundle: the client's sources as webpack resolves them, stylesheets left out. */
function rendererConfig(parts: PrerenderParts, outDir: string): Configuration {
  return {
    mode: 'production',
    target: 'node',
    entry: { 'render-cli': RENDERER_ENTRY, 'render-on-request': ON_REQUEST_ENTRY },
    output: {
      path: outDir,
      filename: '[name].js',
      chunkFilename: '[name].js',
      library: { type: 'commonjs2' },
    },
    devtool: false,
    resolve: { ...parts.resolve, conditionNames: ['browser', 'import', 'module', 'default'] },
    module: {
      rules: [
        ...parts.rules,
        // The page's stylesheets come with the client's build; here they are plain text, unused.
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    plugins: [...parts.plugins()],
    // Kept between builds (a studio save, the test run's builds): only changed sources compile
    // again. Kept where the forms are (parts.cacheDir), so a studio's forms never mix with the repository's.
    cache: {
      type: 'filesystem',
      cacheDirectory: parts.cacheDir,
      name: 'renderer',
      buildDependencies: { config: [__filename, join(__dirname, '..', 'webpack.config.ts')] },
    },
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  };
}

function compile(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error || !stats) return reject(error ?? new Error('the prerender build gave no result'));
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    }),
  );
}

/**
 * The build's renderer (src/app/prerender/render-cli.ts as a Node bundle in a temporary folder),
 * compiled once per client build when first asked for, and run once per page or style sheet in a
 * child process of its own: every render starts from fresh module state, and nothing the app
 * leaves running keeps the build alive.
 */
export class PrerenderRenderer {
  private bundle: Promise<string> | null = null;

  constructor(private readonly parts: PrerenderParts) {}

  /** Runs the renderer with `args`; answers what it wrote to `resultName` (JSON) in its folder. */
  async run<T>(what: string, args: (resultFile: string) => string[], resultName: string): Promise<T> {
    const dir = await this.compiled();
    const resultFile = join(dir, resultName);
    const command = [join(dir, 'render-cli.js'), ...args(resultFile)];
    return new Promise((resolve, reject) =>
      execFile(process.execPath, command, { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
        if (error) return reject(new Error(`prerendering ${what} failed: ${stderr || error.message}`));
        resolve(JSON.parse(readFileSync(resultFile, 'utf8')) as T);
      }),
    );
  }

  /** Copies the bundle into `dir` (the client build's SERVER_RENDERER_DIR), replacing what was there. */
  async keepIn(dir: string): Promise<void> {
    const compiled = await this.compiled();
    rmSync(dir, { recursive: true, force: true });
    cpSync(compiled, dir, { recursive: true, filter: (file) => !file.endsWith('.json') });
  }

  /** Removes the bundle; the next build compiles it again (from webpack's cache). */
  async dispose(): Promise<void> {
    const pending = this.bundle;
    this.bundle = null;
    if (!pending) return;
    const dir = await pending.catch(() => null);
    if (dir) rmSync(dir, { recursive: true, force: true });
  }

  private compiled(): Promise<string> {
    if (!this.bundle) {
      const dir = mkdtempSync(join(tmpdir(), 'fenqi-prerender-'));
      this.bundle = compile(rendererConfig(this.parts, dir)).then(
        () => dir,
        (error: unknown) => {
          rmSync(dir, { recursive: true, force: true });
          throw error;
        },
      );
    }
    return this.bundle;
  }
}
