import HtmlWebpackPlugin from 'html-webpack-plugin';
import { join } from 'node:path';
import { Compilation, sources, type Compiler, type WebpackPluginInstance } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { APP_ICONS, renderIcon } from './app-icons';
import { MANIFEST_FILE, WEB_APP_MANIFEST } from './web-app-manifest';

/** The service worker's address: at the root, so its scope is the whole app. */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Emits the web app manifest and its icons (drawn as SVG, rendered with sharp) and links them
 * from every page html-webpack-plugin writes (so the prerendered shells carry them too).
 */
class WebAppManifestPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('WebAppManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'WebAppManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          compilation.emitAsset(
            MANIFEST_FILE,
            new sources.RawSource(`${JSON.stringify(WEB_APP_MANIFEST, null, 2)}\n`),
          );
          for (const icon of APP_ICONS)
            compilation.emitAsset(icon.file, new sources.RawSource(await renderIcon(icon)));
        },
      );
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'WebAppManifestPlugin',
        (data) => {
          const link = (attributes: Record<string, string>) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', attributes);
          data.headTags.push(
            link({ rel: 'manifest', href: `/${MANIFEST_FILE}` }),
            link({ rel: 'icon', type: 'image/png', sizes: '192x192', href: `/${APP_ICONS[0].file}` }),
            link({ rel: 'apple-touch-icon', href: `/${APP_ICONS[0].file}` }),
          );
          return data;
        },
      );
    });
  }
}

/**
 * The installable, offline-capable parts of a production build: the manifest with its icons and
 * the Workbox service worker (src/sw/service-worker.ts), whose precache lists the shell, every
 * route chunk, the styles and the icons. Development builds get none (webpack-dev-server's hot
 * reload and a cache-first worker would fight).
 */
export function serviceWorkerPlugins(production: boolean): WebpackPluginInstance[] {
  if (!production) return [];
  return [
    new WebAppManifestPlugin(),
    new InjectManifest({
      swSrc: join(__dirname, '..', 'src', 'sw', 'service-worker.ts'),
      swDest: SERVICE_WORKER_FILE,
      // Source maps are for debuggers, not for members; the rest is the app.
      exclude: [/\.map$/, /\.LICENSE\.txt$/],
      // The largest chunk (the studio's editor) is over Workbox's 2 MB default.
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    }),
  ];
}
