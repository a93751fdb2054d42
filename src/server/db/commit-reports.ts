import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';

/**
 * A Kysely driver that says when a transaction has committed. Writes are reported as they run
 * (db/table-writes.ts), but inside a transaction that is before anyone else can see them: on
 * PostgreSQL a pooled read beside it still reads the old rows, and a cache could keep those.
 * Reporting the commit as well lets such a cache drop what it stored in between.
 */
class CommitReportingDriver implements Driver {
  readonly savepoint: Driver['savepoint'];
  readonly rollbackToSavepoint: Driver['rollbackToSavepoint'];
  readonly releaseSavepoint: Driver['releaseSavepoint'];

  constructor(
    private readonly inner: Driver,
    private readonly committed: () => void,
  ) {
    this.savepoint = inner.savepoint?.bind(inner);
    this.rollbackToSavepoint = inner.rollbackToSavepoint?.bind(inner);
    this.releaseSavepoint = inner.releaseSavepoint?.bind(inner);
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return this.inner.acquireConnection();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.inner.commitTransaction(connection);
    this.committed();
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** `dialect`, with `committed` called after each transaction's commit has been acknowledged. */
export function reportingCommits(dialect: Dialect, committed: () => void): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new CommitReportingDriver(dialect.createDriver(), committed),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
