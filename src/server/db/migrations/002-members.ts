import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/** Members, keyed by their national ID number. */
export const members: Migration = {
  async up(db: Kysely<unknown>) {
    // SQLite's INTEGER PRIMARY KEY numbers rows itself; PostgreSQL needs a serial column.
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('members')
      .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
        postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('id_num', 'varchar(10)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'varchar(200)')
      .addColumn('name', 'varchar(20)')
      .addColumn('email', 'varchar(40)')
      .addColumn('cell_phone', 'varchar(12)')
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('members').execute();
  },
};
