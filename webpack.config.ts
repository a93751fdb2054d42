import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { join } from 'node:path';
import {
  ContextReplacementPlugin,
  NormalModuleReplacementPlugin,
  type Configuration,
  type RuleSetRule,
  type WebpackPluginInstance,
} from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { buildCacheDir } from './build/cache-dirs';
import { PrerenderPlugin } from './build/prerender-plugin';
import { serviceWorkerPlugins } from './build/service-worker-plugin';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';
/**
 * The development server's rebuild after a studio save (src/server/dev/client-rebuild.ts) builds
 * from its own precompiled forms into the folder it serves, keeping the older assets so a page
 * that is open can still load its chunks.
 */
const GENERATED_DIR = process.env.FENQI_GENERATED_DIR;
const CLIENT_DIR = process.env.FENQI_CLIENT_DIR;

/** TypeScript and JSX by swc; node_modules as published, the precompiled forms as generated. */
function swcRule(production: boolean): RuleSetRule {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules|\.generated/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

const RESOLVE: NonNullable<Configuration['resolve']> = {
  extensions: ['.tsx', '.ts', '.js', '.json'],
  // Forms precompiled outside the repository (FENQI_GENERATED_DIR) find ajv here too.
  modules: ['node_modules', join(__dirname, 'node_modules')],
  // @rjsf/core's markdown option is never used by Fenqi's forms (see plain-markdown.tsx).
  alias: { 'markdown-to-jsx/react$': join(__dirname, 'src', 'forms', 'theme', 'plain-markdown.tsx') },
};

/** A file the precompiler writes at the top of `.generated/` (forms.json, form-revisions.json, …). */
const GENERATED_JSON = /[\\/]\.generated[\\/]([\w-]+\.json)$/;

/**
 * The studio's rebuild reads its own precompiled forms instead of the repository's: the form
 * modules and every list written beside them (the forms, their parts, their revisions, the answers
 * a form carries), so a draft saved or sent in the rebuilt client is the one its forms describe.
 */
function generatedFormsPlugins(): WebpackPluginInstance[] {
  const dir = GENERATED_DIR;
  return dir
    ? [
        new ContextReplacementPlugin(/[\\/]\.generated[\\/]forms$/, join(dir, 'forms')),
        new NormalModuleReplacementPlugin(GENERATED_JSON, (resource: { request: string }) => {
          const name = GENERATED_JSON.exec(resource.request)?.[1];
          if (name) resource.request = join(dir, name);
        }),
      ]
    : [];
}

/** The client build: swc for TypeScript, hashed long-cache assets, one lazy chunk per form. */
export default (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): Configuration & {
  devServer?: DevServerConfiguration;
} => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: join(__dirname, 'src', 'main.tsx') },
    output: {
      path: CLIENT_DIR ?? join(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      clean: !CLIENT_DIR,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // Kept between builds: only changed modules compile and minify again (an unchanged tree
    // builds in about 8 s instead of 30). A build of forms elsewhere (a studio's copy) keeps its
    // cache beside those forms, so a temporary copy takes its cache with it when it goes.
    cache: {
      type: 'filesystem',
      cacheDirectory: buildCacheDir('client', GENERATED_DIR),
      name: production ? 'production' : 'development',
      buildDependencies: { config: [__filename] },
    },
    resolve: RESOLVE,
    module: {
      rules: [swcRule(production)],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: join(__dirname, 'src', 'index.html'), scriptLoading: 'defer' }),
      ...generatedFormsPlugins(),
      // Each route opened cold most, as HTML with its styles.
      ...(production
        ? [
            new PrerenderPlugin({
              rules: [swcRule(true)],
              resolve: RESOLVE,
              plugins: generatedFormsPlugins,
              cacheDir: buildCacheDir('prerender', GENERATED_DIR),
            }),
          ]
        : []),
      // The manifest, icons and Workbox service worker (offline and installable).
      ...serviceWorkerPlugins(production),
    ],
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      splitChunks: { chunks: 'all' },
    },
    experiments: { css: true },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 8080),
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/dev'], target: API_TARGET }],
      client: { overlay: { warnings: false } },
    },
  };
};
