import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { addFenqiKeywords, FENQI_AJV_OPTIONS } from '../validation/ajv';
import { connectDatabase } from './db/connect';
import type { Database } from './db/schema';
import { seedReferenceData } from './db/seed-reference';
import { registerApiDocs } from './plugins/api-docs';
import { registerErrorHandling } from './plugins/errors';
import { registerSchemaFiles } from './plugins/schemas';
import { memberLookupRoutes } from './routes/member-lookup';
import { referenceRoutes } from './routes/reference';

/** What the server needs to know about its surroundings (from the environment in main.ts). */
export interface ServerConfig {
  dataDir: string;
  databaseUrl?: string;
  logLevel?: string;
  /** The built client to serve beside the API (`dist/`), if any. */
  clientDir?: string;
}

/** The API server with its database; `close()` also closes the database. */
export interface FenqiServer {
  app: FastifyInstance;
  db: Kysely<Database>;
}

/**
 * Builds the server: the database (migrated and seeded), Fastify validating with the same
 * schema files and keywords as the browser, one error handler, then the routes.
 */
export async function buildServer(config: ServerConfig): Promise<FenqiServer> {
  const db = await connectDatabase(config);
  await seedReferenceData(db);
  const app = Fastify({
    logger: { level: config.logLevel ?? 'info' },
    ajv: {
      customOptions: { ...FENQI_AJV_OPTIONS, coerceTypes: 'array', removeAdditional: false },
      plugins: [addFenqiKeywords],
    },
  });
  app.addHook('onClose', async () => db.destroy());
  const schemas = registerSchemaFiles(app);
  registerErrorHandling(app, schemas, config.clientDir);
  await registerApiDocs(app);
  await app.register(referenceRoutes, { db });
  await app.register(memberLookupRoutes, { db });
  return { app, db };
}
