import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Compilation, Compiler, WebpackPluginInstance } from 'webpack';
import type { RenderedRoute } from '../src/app/prerender/render-route';
import { EARLY_SUBMIT_GUARD_TAG } from '../src/app/prerender/early-submit-guard';
import { appScriptTag } from '../src/app/prerender/start-after-paint';
import { manifestBlock } from '../src/app/prerender/prerender-manifest';
import {
  PRERENDERED_ROUTES,
  STYLE_SHEET_ARG,
  type PrerenderedRoute,
} from '../src/app/prerender/prerendered-routes';
import { prerenderedPageFile } from '../src/server/prerendered-page';
import { addAntdStyleSheet, isAntdStyleSheet } from './antd-style-sheet';
import { PrerenderRenderer, SERVER_RENDERER_DIR, type PrerenderParts } from './prerender-renderer';

/** What the child process hands back: the page and the named chunks it loaded on the way. */
interface ChildResult {
  rendered: RenderedRoute;
  chunks: string[];
}

/** Renders one route in a child process. */
function renderInChild(renderer: PrerenderRenderer, route: PrerenderedRoute): Promise<ChildResult> {
  const resultName = `${prerenderedPageFile(route.path, route.member).replace(/\W/g, '-')}.json`;
  const args = (resultFile: string) => [
    route.path,
    route.member ? 'member' : 'guest',
    resultFile,
    route.search ?? '',
  ];
  return renderer.run(route.path, args, resultName);
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
 * stylesheets inline, the page's scripts named (started after the first paint), and its manifest for the take-over.
 */
export function pageHtml(outDir: string, template: string, rendered: RenderedRoute, files: string[]): string {
  // The page carries its own antd styles (and their cache map): antd's style sheet is not inlined.
  const linked = [...template.matchAll(/<link href="\/([^"]+\.css)" rel="stylesheet">/g)]
    .map((m) => m[1])
    .filter((file) => !isAntdStyleSheet(file));
  const styles = [...linked, ...files.filter((file) => file.endsWith('.css'))];
  const scripts = files
    .filter((file) => file.endsWith('.js'))
    // Started in order once the page has painted (start-after-paint.ts): each
    // chunk installs itself, so the router finds the page's code there without asking the network,
    // and none of it holds up the first paint.
    .map((file) => appScriptTag(file));
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

/** What the renderer makes for one build: antd's style sheet and each prerendered route's page. */
interface RendererWork {
  styleSheet: Promise<string>;
  pages: Promise<ChildResult[]>;
}

/**
 * Starts the renderer's whole work: its bundle, then antd's style sheet and every page at once,
 * each in a child process. None of it reads the client's output, so it runs beside the client's
 * compilation instead of after it (its bundle's compilation shares this thread, the renders take
 * the other core); the client waits for the results only where it writes them. Measured cached:
 * `webpack` 13.4 → 11.5 s here, the HTML pages and style sheet identical to the byte.
 */
function startRendering(renderer: PrerenderRenderer): RendererWork {
  const styleSheet = renderer
    .run<{ styles: string }>(
      'the antd style sheet',
      (resultFile) => [STYLE_SHEET_ARG, resultFile],
      'style-sheet.json',
    )
    .then(({ styles }) => styles);
  const pages = Promise.all(PRERENDERED_ROUTES.map((route) => renderInChild(renderer, route)));
  // A build that fails before it asks for them leaves no unhandled rejection behind.
  styleSheet.catch(() => undefined);
  pages.catch(() => undefined);
  return { styleSheet, pages };
}

/**
 * Renders the routes members and guests open cold into HTML pages beside index.html (`pages/…`,
 * served by the server for those routes), and antd's style sheet for the pages drawn from
 * index.html (antd-style-sheet.ts). The rendering starts as the build does and runs beside the
 * client's compilation; the pages are written once the client is. A page that fails to render
 * fails the build.
 */
export class PrerenderPlugin implements WebpackPluginInstance {
  private readonly renderer: PrerenderRenderer;
  private work: RendererWork | null = null;

  constructor(parts: PrerenderParts) {
    this.renderer = new PrerenderRenderer(parts);
  }

  /** This build's work, started now if the build's start did not start it (a compiler run by hand). */
  private started(): RendererWork {
    this.work ??= startRendering(this.renderer);
    return this.work;
  }

  apply(compiler: Compiler): void {
    const start = () => void this.started();
    compiler.hooks.beforeRun.tap('PrerenderPlugin', start);
    compiler.hooks.watchRun.tap('PrerenderPlugin', start);
    addAntdStyleSheet(compiler, () => this.started().styleSheet);
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      const outDir = compiler.options.output.path ?? '';
      try {
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const results = await this.started().pages;
        results.forEach(({ rendered, chunks }, index) => {
          const { path, member } = PRERENDERED_ROUTES[index];
          const file = join(outDir, prerenderedPageFile(path, member));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, pageHtml(outDir, template, rendered, filesOf(compilation, chunks)));
        });
        // The server renders guest links with their data from the same bundle (data-rendered-page.ts).
        await this.renderer.keepIn(join(outDir, SERVER_RENDERER_DIR));
      } finally {
        await this.finish();
      }
    });
    // A build that failed before its pages still leaves no renderer behind.
    compiler.hooks.failed.tap('PrerenderPlugin', () => void this.finish());
  }

  /** Ends this build's work: the next build (a watch's next run) renders anew. */
  private async finish(): Promise<void> {
    const work = this.work;
    this.work = null;
    // The children still write into the bundle's folder until they end.
    if (work) await Promise.allSettled([work.styleSheet, work.pages]);
    await this.renderer.dispose();
  }
}
