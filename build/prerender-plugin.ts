import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import webpack, {
  type Compilation,
  type Compiler,
  type Configuration,
  type RuleSetRule,
  type WebpackPluginInstance,
} from 'webpack';
import type { RenderedRoute } from '../src/app/prerender/render-route';
import { EARLY_SUBMIT_GUARD_TAG } from '../src/app/prerender/early-submit-guard';
import { manifestBlock } from '../src/app/prerender/prerender-manifest';
import { PRERENDERED_ROUTES, type PrerenderedRoute } from '../src/app/prerender/prerendered-routes';
import { prerenderedPageFile } from '../src/server/prerendered-page';

/** What the renderer is built with: the client's loaders, resolution and form replacements. */
export interface PrerenderParts {
  rules: RuleSetRule[];
  resolve: NonNullable<Configuration['resolve']>;
  plugins: () => WebpackPluginInstance[];
  /** The precompiled forms the build reads when not the repository's (the studio's rebuild). */
  formsDir?: string;
  /** Where the renderer's webpack cache is kept (webpack.config.ts `buildCacheDir`). */
  cacheDir: string;
}

const RENDERER_ENTRY = join(__dirname, '..', 'src', 'app', 'prerender', 'render-cli.ts');

/** The renderer as a Node bundle: the client's sources as webpack resolves them, stylesheets left out. */
function rendererConfig(parts: PrerenderParts, outDir: string): Configuration {
  return {
    mode: 'production',
    target: 'node',
    entry: { 'render-cli': RENDERER_ENTRY },
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

/** What the child process hands back: the page and the named chunks it loaded on the way. */
interface ChildResult {
  rendered: RenderedRoute;
  chunks: string[];
}

/** Renders one route in a child process with the bundle's command (src/app/prerender/render-cli.ts). */
function renderInChild(bundleDir: string, route: PrerenderedRoute): Promise<ChildResult> {
  const resultFile = join(bundleDir, `${prerenderedPageFile(route.path).replace(/\W/g, '-')}.json`);
  const args = [
    join(bundleDir, 'render-cli.js'),
    route.path,
    route.member ? 'member' : 'guest',
    resultFile,
    route.search ?? '',
  ];
  return new Promise((resolve, reject) =>
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) return reject(new Error(`prerendering ${route.path} failed: ${stderr || error.message}`));
      resolve(JSON.parse(readFileSync(resultFile, 'utf8')) as ChildResult);
    }),
  );
}

/** The client's files of the named chunks a page loaded (page, flow store, forms): scripts and styles. */
function filesOf(compilation: Compilation, chunkNames: string[]): string[] {
  const files = new Set<string>();
  for (const name of chunkNames)
    for (const chunk of compilation.namedChunkGroups.get(name)?.chunks ?? [])
      for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
  return [...files];
}

/** A stylesheet of the build as an inline style (no request stands between the HTML and its paint). */
function inlineStyle(outDir: string, file: string): string {
  const css = readFileSync(join(outDir, file), 'utf8');
  return `<style data-fenqi-css="${file}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/**
 * The client's index.html with the route's markup in #root, antd's styles and the app's
 * stylesheets inline, the page's scripts deferred, and its manifest for the take-over.
 */
export function pageHtml(outDir: string, template: string, rendered: RenderedRoute, files: string[]): string {
  const linked = [...template.matchAll(/<link href="\/([^"]+\.css)" rel="stylesheet">/g)].map((m) => m[1]);
  const styles = [...linked, ...files.filter((file) => file.endsWith('.css'))];
  const scripts = files
    .filter((file) => file.endsWith('.js'))
    // Deferred like the entry and after it: each chunk installs itself, so the router finds the
    // page's code there without asking the network, and none of it holds up the first paint.
    .map((file) => `<script defer="defer" src="/${file}"></script>`);
  return (
    template
      .replace(/<link href="\/[^"]+\.css" rel="stylesheet">/g, '')
      // antd's styles first, as antd itself prepends them, so the app's stylesheets still win ties.
      .replace(
        '<title>',
        `${rendered.styles}${styles.map((file) => inlineStyle(outDir, file)).join('')}<title>`,
      )
      .replace('</head>', `${scripts.join('')}</head>`)
      // First in the head, so no submit can come before it (early-submit-guard.ts).
      .replace(/<head>/, `<head>${EARLY_SUBMIT_GUARD_TAG}`)
      .replace(
        /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
        (_all, end: string) =>
          `<div id="root">${rendered.html}</div>${manifestBlock(rendered.manifest)}${end}`,
      )
  );
}

/**
 * After the client is written, renders the routes members and guests open cold into HTML pages
 * beside index.html (`pages/…`, served by the server for those routes). A page that fails to
 * render fails the build.
 */
export class PrerenderPlugin implements WebpackPluginInstance {
  constructor(private readonly parts: PrerenderParts) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      const outDir = compiler.options.output.path ?? '';
      const bundleDir = mkdtempSync(join(tmpdir(), 'fenqi-prerender-'));
      try {
        await compile(rendererConfig(this.parts, bundleDir));
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const results = await Promise.all(PRERENDERED_ROUTES.map((route) => renderInChild(bundleDir, route)));
        results.forEach(({ rendered, chunks }, index) => {
          const file = join(outDir, prerenderedPageFile(PRERENDERED_ROUTES[index].path));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, pageHtml(outDir, template, rendered, filesOf(compilation, chunks)));
        });
      } finally {
        rmSync(bundleDir, { recursive: true, force: true });
      }
    });
  }
}
