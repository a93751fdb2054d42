import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import webpack, {
  type Compilation,
  type Configuration,
  type RuleSetRule,
  type WebpackPluginInstance,
} from 'webpack';
import { bundleStands, stampOf, writeStamp } from './bundle-stamp';

/** What the renderer is built with: the client's loaders, resolution and form replacements. */
export interface PrerenderParts {
  rules: RuleSetRule[];
  resolve: NonNullable<Configuration['resolve']>;
  plugins: () => WebpackPluginInstance[];
  /** Where the renderer's webpack cache is kept (build/cache-dirs.ts `buildCacheDir`). */
  cacheDir: string;
}

const PRERENDER = join(__dirname, '..', 'src', 'app', 'prerender');
/** The build's command (a page or the style sheet per child process). */
const RENDERER_ENTRY = join(PRERENDER, 'render-cli.ts');
/** The server's renderer (a guest link with its data, per request). */
const ON_REQUEST_ENTRY = join(PRERENDER, 'render-on-request.ts');

/** Where in the client build the server finds its renderer (src/server/data-rendered-page.ts reads it). */
export const SERVER_RENDERER_DIR = '.renderer';

/** The files that say how the renderer is compiled: a change to one compiles it anew. */
const CONFIG_FILES = [__filename, join(__dirname, '..', 'webpack.config.ts')];

/** How the renderer is compiled: its configuration's files, where its cache is (whose forms), Node. */
function compileKey(parts: PrerenderParts): string {
  const hash = createHash('sha256').update(parts.cacheDir).update(process.version);
  for (const file of CONFIG_FILES) hash.update(readFileSync(file));
  return hash.digest('hex');
}

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
      buildDependencies: { config: CONFIG_FILES },
    },
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  };
}

function compile(config: Configuration): Promise<Compilation> {
  return new Promise((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error || !stats) return reject(error ?? new Error('the prerender build gave no result'));
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(stats.compilation);
    }),
  );
}

/**
 * The build's renderer (src/app/prerender/render-cli.ts as a Node bundle), run once per page or
 * style sheet in a child process of its own: every render starts from fresh module state, and
 * nothing the app leaves running keeps the build alive. The bundle is kept between builds in the
 * renderer's cache folder with a stamp of what it was made of (bundle-stamp.ts): a build where
 * none of its inputs changed uses it as it is. Compiling it, even from webpack's cache, takes
 * about 3.5 s of the build's thread here; checking the stamp, a few milliseconds.
 */
export class PrerenderRenderer {
  private bundle: Promise<string> | null = null;
  /** Where this build's renders write their results. */
  private results: string | null = null;
  /** A bundle this build compiled but could not put in the kept one's place (another build's). */
  private scratch: string | null = null;

  constructor(private readonly parts: PrerenderParts) {}

  /** Runs the renderer with `args`; answers what it wrote to `resultName` (JSON). */
  async run<T>(what: string, args: (resultFile: string) => string[], resultName: string): Promise<T> {
    const dir = await this.compiled();
    this.results ??= mkdtempSync(join(tmpdir(), 'fenqi-prerender-'));
    const resultFile = join(this.results, resultName);
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

  /** Ends this build's use of the renderer: its results go; the kept bundle stays for the next build. */
  async dispose(): Promise<void> {
    const pending = this.bundle;
    this.bundle = null;
    if (pending) await pending.catch(() => null);
    for (const dir of [this.results, this.scratch]) if (dir) rmSync(dir, { recursive: true, force: true });
    this.results = null;
    this.scratch = null;
  }

  private compiled(): Promise<string> {
    this.bundle ??= this.keptOrCompiled();
    return this.bundle;
  }

  /** The kept bundle when it still stands, else a new one compiled and kept in its place. */
  private async keptOrCompiled(): Promise<string> {
    const kept = join(this.parts.cacheDir, 'bundle');
    const key = compileKey(this.parts);
    const whole = ['render-cli.js', 'render-on-request.js'].every((file) => existsSync(join(kept, file)));
    if (whole && bundleStands(kept, key)) return kept;
    mkdirSync(this.parts.cacheDir, { recursive: true });
    // Beside the kept one (the same disk), so that it can take its place by a rename.
    const dir = mkdtempSync(join(this.parts.cacheDir, 'bundle-'));
    const startedMs = Date.now();
    try {
      const compilation = await compile(rendererConfig(this.parts, dir));
      const stamp = stampOf(compilation, key, startedMs);
      if (stamp) writeStamp(dir, stamp);
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    try {
      rmSync(kept, { recursive: true, force: true });
      renameSync(dir, kept);
      return kept;
    } catch {
      // Another build put its bundle there meanwhile: this build uses its own, then removes it.
      this.scratch = dir;
      return dir;
    }
  }
}
