import type { Migration, MigrationProvider } from 'kysely';
import { referenceData } from './001-reference-data';
import { members } from './002-members';

/** Every migration in order; names are stored in the database, so they never change once shipped. */
const MIGRATIONS: Record<string, Migration> = {
  '001-reference-data': referenceData,
  '002-members': members,
};

/** The migrations as Kysely's Migrator reads them (in code, so the same list serves SQLite and PostgreSQL). */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
