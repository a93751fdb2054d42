import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/** Whether migrations run against PostgreSQL (else SQLite). */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Adds an auto-numbered `id` primary key: SQLite's INTEGER PRIMARY KEY numbers rows itself,
 * PostgreSQL needs a serial column.
 */
export function withIdColumn<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
