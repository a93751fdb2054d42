import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  MergeQueryNode,
  RawNode,
  SelectQueryNode,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/** The tables a write touches, or `'any'` when the query cannot tell (raw SQL, a CTE). */
export type WrittenTables = readonly string[] | 'any';

/** Called with what a write touched: once as it is compiled, once more after it ran. */
export type WriteListener = (tables: WrittenTables) => void;

const tableNameOf = (node: OperationNode | undefined): string | undefined => {
  if (!node) return undefined;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableNameOf(node.node);
  return undefined;
};

/** The tables a query writes: none for a plain select, `'any'` for other SQL kysely did not build. */
export function tablesWrittenBy(node: RootOperationNode): WrittenTables {
  if (SelectQueryNode.is(node)) return node.with ? 'any' : [];
  if (RawNode.is(node)) return /^\s*select\b/i.test(node.sqlFragments[0] ?? '') ? [] : 'any';
  const named = (nodes: readonly (OperationNode | undefined)[]): WrittenTables => {
    const names = nodes.map(tableNameOf);
    return names.every((name): name is string => name !== undefined) ? names : 'any';
  };
  if (InsertQueryNode.is(node)) return node.with ? 'any' : named([node.into]);
  if (UpdateQueryNode.is(node)) return node.with ? 'any' : named([node.table]);
  if (DeleteQueryNode.is(node)) return node.with ? 'any' : named(node.from.froms);
  if (MergeQueryNode.is(node)) return node.with ? 'any' : named([node.into]);
  return 'any';
}

/**
 * A kysely plugin that tells listeners which tables each write touches, so a cache of rows read
 * from them can be dropped. A write is reported twice: when it is compiled (a read that starts
 * after that must not be stored) and after it ran, while it still holds the connection (what a
 * read ran before it and stored is dropped before anyone can be answered from it). Raw SQL other
 * than a select is reported as `'any'`, and so is a query run without being compiled here (a
 * CompiledQuery handed to executeQuery) when it changed rows. Transactions are not seen as
 * such: a listener that may be answered while another connection holds an uncommitted write
 * (PostgreSQL's pool) would store what the commit then changes, so on PostgreSQL every commit is
 * reported too, as `'any'` (`committed`, called by db/commit-reports.ts).
 */
export class TableWrites implements KyselyPlugin {
  readonly #listeners = new Set<WriteListener>();
  readonly #pending = new WeakMap<object, WrittenTables>();

  /** Calls `listener` for every write from now on; returns how to stop. */
  listen(listener: WriteListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const tables = tablesWrittenBy(node);
    if (tables === 'any' || tables.length > 0) {
      this.#pending.set(queryId, tables);
      this.#tell(tables);
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.#pending.get(queryId);
    if (tables) this.#tell(tables);
    else if (result.numAffectedRows !== undefined && result.numAffectedRows > 0n) this.#tell('any');
    return result;
  }

  /** A transaction committed: what it wrote is not known here, so it is reported as `'any'`. */
  readonly committed = (): void => this.#tell('any');

  #tell(tables: WrittenTables): void {
    for (const listener of this.#listeners) listener(tables);
  }
}
