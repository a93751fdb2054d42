/**
 * Builds for the typing benchmark (tests/bench/typing.ts), each into a temporary folder of its own
 * so nothing touches `dist/` (which other runs rebuild concurrently):
 * - the app's production client, exactly as webpack.config.ts builds it (no source maps);
 * - a bench-only page rendering STOCK @rjsf/antd with the same bundled schema (stock-form/).
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import type { Configuration } from 'webpack';
import createConfig from '../../webpack.config';
import { appSwcRule, runWebpack } from './run-webpack';
import { bundleSchema } from '../../src/validation/schema-bundle';
import { REPO_ROOT, formSchemaId, loadSchemaFiles, loadUiSchema } from '../../src/validation/schema-files';

/** The form as the app's form module carries it: the bundled schema and the form's uiSchema. */
export interface BenchForm {
  name: string;
  schema: unknown;
  uiSchema: unknown;
}

/**
 * The production client (webpack.config.ts in production mode) into a new temporary folder;
 * returns the folder, which holds index.html and assets/ like dist/.
 */
export async function buildAppClientToTemp(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'fenqi-typing-app-'));
  const config = createConfig({}, { mode: 'production' });
  config.output = { ...config.output, path: outDir };
  config.devtool = false;
  await runWebpack(config);
  return outDir;
}

/**
 * The form the app renders, built the way `npm run precompile` builds it (bundled schema +
 * uiSchema). Throws when `.generated/` (which the app build bundles) holds another version, so the
 * app and the stock page can never render different schemas.
 */
export function loadBenchForm(name: string): BenchForm {
  const form: BenchForm = {
    name,
    schema: bundleSchema(formSchemaId(name), loadSchemaFiles()),
    uiSchema: loadUiSchema(name),
  };
  const generatedFile = join(REPO_ROOT, '.generated', 'forms', `${name}.js`);
  if (!existsSync(generatedFile)) throw new Error(`${generatedFile} is missing: run npm run precompile`);
  const generated = readFileSync(generatedFile, 'utf8');
  for (const key of ['schema', 'uiSchema'] as const) {
    const line = generated.split('\n').find((l) => l.startsWith(`exports.${key} = `));
    if (!line) continue; // another module layout: nothing to compare against
    const value: unknown = JSON.parse(line.slice(`exports.${key} = `.length).replace(/;\s*$/, ''));
    if (JSON.stringify(value) !== JSON.stringify(form[key])) {
      throw new Error(`.generated/forms/${name}.js is stale (its ${key} differs): run npm run precompile`);
    }
  }
  return form;
}

const STOCK_ENTRY = join(__dirname, 'stock-form', 'stock-entry.tsx');

/** The stock page bundles RJSF from node_modules and nothing of Fenqi's `src/`. */
function assertStock(files: string[]): void {
  for (const pkg of ['core', 'antd', 'validator-ajv8']) {
    const dir = `${sep}node_modules${sep}@rjsf${sep}${pkg}${sep}`;
    if (!files.some((f) => f.includes(dir))) throw new Error(`stock page: @rjsf/${pkg} is not in the bundle`);
  }
  const fenqi = files.filter((f) => f.startsWith(join(REPO_ROOT, 'src') + sep));
  if (fenqi.length) throw new Error(`stock page bundles Fenqi code: ${fenqi.join(', ')}`);
}

const STOCK_HTML = `<!doctype html>
<html lang="zh-Hant-TW">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>stock RJSF</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * The instrument's floor: a bare text input with the same id whose input handler shows the value
 * as JSON, like the forms' data panels. No form can be faster than this page.
 */
const BARE_HTML = `<!doctype html>
<html>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>bare input</title>
  </head>
  <body>
    <input id="root_company" type="text" />
    <pre data-testid="bare-data">{}</pre>
    <script>
      const input = document.getElementById('root_company');
      const data = document.querySelector('pre');
      input.addEventListener('input', () => (data.textContent = JSON.stringify({ company: input.value })));
    </script>
  </body>
</html>`;

/**
 * The stock-RJSF page into a new temporary folder: the app's swc rule and minifier, production
 * mode, one bundle; `form.json` (the form's schema and full uiSchema) beside it, which the page
 * fetches; and `bare.html` (BARE_HTML). Returns the folder.
 */
export async function buildStockPageToTemp(form: BenchForm): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'fenqi-typing-stock-'));
  // Only the app's swc rule (it skips node_modules): the app's resolve aliases and any other rule
  // may replace parts of RJSF, and the stock page must get the packages as published.
  const swcRule = appSwcRule();
  const config: Configuration = {
    mode: 'production',
    context: REPO_ROOT,
    entry: { stock: STOCK_ENTRY },
    output: { path: outDir, publicPath: '/', filename: 'assets/[name].[contenthash:10].js', clean: true },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: { rules: [swcRule] },
    plugins: [new HtmlWebpackPlugin({ templateContent: STOCK_HTML, scriptLoading: 'defer' })],
    optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] },
    experiments: { css: true },
    performance: { hints: false },
  };
  const stats = await runWebpack(config);
  assertStock([...stats.compilation.fileDependencies]);
  writeFileSync(join(outDir, 'form.json'), JSON.stringify({ schema: form.schema, uiSchema: form.uiSchema }));
  writeFileSync(join(outDir, 'bare.html'), BARE_HTML);
  return outDir;
}
