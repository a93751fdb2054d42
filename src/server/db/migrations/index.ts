import type { Migration, MigrationProvider } from 'kysely';
import { referenceData } from './001-reference-data';
import { members } from './002-members';
import { accounts } from './003-accounts';
import { cases } from './004-cases';
import { guests } from './005-guests';

/** Every migration in order; names are stored in the database, so they never change once shipped. */
const MIGRATIONS: Record<string, Migration> = {
  '001-reference-data': referenceData,
  '002-members': members,
  '003-accounts': accounts,
  '004-cases': cases,
  '005-guests': guests,
};

/** The migrations as Kysely's Migrator reads them (in code, so the same list serves SQLite and PostgreSQL). */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
