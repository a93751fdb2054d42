import HtmlWebpackPlugin from 'html-webpack-plugin';
import { Compilation, sources, type Compiler } from 'webpack';

/** Where the style sheet is written, by its content hash (an immutable asset like the chunks). */
const styleSheetFile = (hash: string) => `assets/antd.${hash}.css`;

/** Whether a file of the build is antd's style sheet (prerendered pages carry their own styles inline). */
export const isAntdStyleSheet = (file: string) => /^assets\/antd\.[0-9a-f]+\.css$/.test(file);

/**
 * antd's styles for the pages drawn from index.html (the prerendered pages): the renderer gathers every
 * prerendered page's and every form's styles (src/app/prerender/render-style-sheet.tsx) into one
 * stylesheet with antd's cache map. index.html links it ahead of the app's stylesheets (antd
 * prepends its own, so the app's still win ties), and antd then finds each of those styles in the
 * page and computes none on the phone. An asset like the chunks: hashed, `immutable`, precached
 * by the service worker for the next visit. `styles` answers the sheet's CSS (the renderer's,
 * started with the build: prerender-plugin.ts).
 */
export function addAntdStyleSheet(compiler: Compiler, styles: () => Promise<string>): void {
  compiler.hooks.thisCompilation.tap('AntdStyleSheet', (compilation) => {
    let file: string | null = null;
    compilation.hooks.processAssets.tapPromise(
      // Before html-webpack-plugin writes index.html and Workbox lists what it precaches.
      { name: 'AntdStyleSheet', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
      async () => {
        const css = await styles();
        const hash = compiler.webpack.util.createHash('sha256').update(css).digest('hex').slice(0, 10);
        file = styleSheetFile(String(hash));
        compilation.emitAsset(file, new sources.RawSource(css), { immutable: true });
      },
    );
    HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('AntdStyleSheet', (groups) => {
      if (!file) return groups;
      // The app is served from the root (webpack.config.ts publicPath), as every chunk is.
      const link = HtmlWebpackPlugin.createHtmlTagObject('link', { href: `/${file}`, rel: 'stylesheet' });
      return { ...groups, headTags: [link, ...groups.headTags] };
    });
  });
}
