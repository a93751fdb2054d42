/**
 * `npm run bench`: figures, not pass/fail. Prints the gzip size of every entry and lazy chunk of
 * the production build, every route's first-load weight in Chromium, the stack floor (what the
 * required libraries alone weigh, stack-floor.ts), typing latency against stock
 * RJSF (typing.ts), the API under load against a bare Fastify route (api-load.ts), and validation
 * throughput of the precompiled vs runtime validators, and Lighthouse's mobile figures per route
 * (lighthouse.ts), interactions as INP measures them at 4× CPU (interactions.ts), and one instance
 * on SQLite against one on PostgreSQL under a member's load (case-list-dialects.ts; PostgreSQL when
 * DATABASE_URL is set). `npm run bench -- lighthouse [rounds]` builds and runs only Lighthouse,
 * `npm run bench -- interactions [rounds]` only the interactions; `npm run bench -- api` only the API
 * figures.
 */
import { gzipSync } from 'node:zlib';
import { createAjv } from '../../src/validation/ajv';
import type { FixtureCase } from '../../src/validation/fixtures';
import { precompileFormSchema } from '../../src/validation/precompile';
import { bundleSchema } from '../../src/validation/schema-bundle';
import {
  FIXTURES_DIR,
  formNames,
  formSchemaId,
  loadSchemaFiles,
  readJson,
} from '../../src/validation/schema-files';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildClientTo } from '../build/build-client';
import { routeVisits } from '../support/route-visits';
import { apiLoadFigures } from './api-load';
import { caseListDialectFigures } from './case-list-dialects';
import { interactionFigures } from './interactions';
import { lighthouseFigures } from './lighthouse';
import { stackFloorFigures } from './stack-floor';
import { typingFigures } from './typing';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The production build the bench measures (built once, served by the route-weight run). */
const clientDir = mkdtempSync(join(tmpdir(), 'fenqi-bench-build-'));

async function bundleSizes(): Promise<void> {
  const started = Date.now();
  const assets = await buildClientTo(clientDir);
  console.log(`production build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log('chunk'.padEnd(44), 'kind'.padEnd(8), 'raw'.padStart(11), 'gzip'.padStart(11));
  for (const asset of assets.sort(
    (a, b) => Number(b.initial) - Number(a.initial) || b.code.length - a.code.length,
  )) {
    const raw = Buffer.byteLength(asset.code);
    const gz = gzipSync(asset.code, { level: 9 }).length;
    const name = asset.chunkName ?? asset.file;
    console.log(
      name.padEnd(44),
      (asset.initial ? 'entry' : 'lazy').padEnd(8),
      kib(raw).padStart(11),
      kib(gz).padStart(11),
    );
  }
  const entryGzip = assets
    .filter((a) => a.initial)
    .reduce((sum, a) => sum + gzipSync(a.code, { level: 9 }).length, 0);
  console.log(`entry total (gzip): ${kib(entryGzip)}`);
}

function validationThroughput(): void {
  const schemas = loadSchemaFiles();
  console.log('\nvalidations per second (all fixture cases of the form, round-robin, 0.5 s each):');
  for (const name of formNames()) {
    const bundled = bundleSchema(formSchemaId(name), schemas);
    const module = { exports: {} as Record<string, (d: unknown) => boolean> };
    const code = precompileFormSchema(bundled, './checks').replace(
      /require\("\.\/checks\//g,
      'require("../../src/validation/checks/',
    );
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- resolve the generated module's requires
    new Function('module', 'exports', 'require', code)(module, module.exports, (id: string) => require(id));
    const precompiled = module.exports[bundled.$id as string];
    const runtime = createAjv().compile(bundled);
    const dir = join(FIXTURES_DIR, name);
    const data = readdirSync(dir).map((f) => (readJson(join(dir, f)) as FixtureCase).data);
    const rate = (fn: (d: unknown) => boolean) => {
      let count = 0;
      const until = Date.now() + 500;
      while (Date.now() < until) {
        for (const d of data) {
          fn(d);
          count += 1;
        }
      }
      return Math.round(count / 0.5);
    };
    console.log(
      `  ${name.padEnd(16)} precompiled ${rate(precompiled).toLocaleString().padStart(10)}   runtime ${rate(runtime).toLocaleString().padStart(10)}`,
    );
  }
}

/** What a first visit to each route downloads (JS + CSS, gzip) before the page is idle, in Chromium. */
async function routeWeights(): Promise<void> {
  const { startLiveApp } = await import('../e2e/live-app');
  const { measureRoutes } = await import('../support/route-weights-run');
  // This bench's own build (not dist/, which may be older: its chunks would not be found here).
  const app = await startLiveApp('bench', { clientDir });
  try {
    const visits = routeVisits();
    const weights = await measureRoutes(app, visits, clientDir);
    console.log('\nfirst load of each route (JS + CSS before idle):');
    console.log(
      'route'.padEnd(40),
      'who'.padEnd(7),
      'files'.padStart(5),
      'raw'.padStart(11),
      'gzip'.padStart(11),
    );
    weights.forEach((weight, index) => {
      console.log(
        weight.path.padEnd(40),
        (visits[index].member ? 'member' : 'visitor').padEnd(7),
        String(weight.assets.length).padStart(5),
        kib(weight.raw).padStart(11),
        kib(weight.gzip).padStart(11),
      );
    });
  } finally {
    await app.stop();
  }
}

const [part, roundsArg] = process.argv.slice(2);
/** Lighthouse's and the interactions' rounds. */
const rounds = Number(roundsArg) || 3;
const lighthouseRun = () => lighthouseFigures(clientDir, rounds);
const interactionsRun = () => interactionFigures(clientDir, rounds);

/**
 * `npm run bench -- lighthouse [rounds]`, `-- interactions [rounds]`, `-- typing` or `-- api` runs
 * only that part (with the build it needs).
 */
const onlyPart: Record<string, () => Promise<void>> = {
  lighthouse: () => bundleSizes().then(lighthouseRun),
  interactions: () => bundleSizes().then(interactionsRun),
  typing: typingFigures,
  api: () => apiLoadFigures().then(caseListDialectFigures),
};

(onlyPart[part]
  ? onlyPart[part]()
  : bundleSizes()
      .then(lighthouseRun)
      .then(interactionsRun)
      .then(routeWeights)
      .then(stackFloorFigures)
      .then(typingFigures)
      .then(apiLoadFigures)
      .then(caseListDialectFigures)
      .then(validationThroughput)
).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
