import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/** Stands in for the one parameter while a query is built; replaced by the real value on each run. */
const PARAMETER = Symbol('parameter');

const compiledByDatabase = new WeakMap<object, Map<string, CompiledQuery>>();

/**
 * Runs a hot query that kysely builds and compiles only once per database: `build` is called with
 * a stand-in for `value`, and every run swaps the value into the compiled parameters. Building and
 * compiling cost ~30 µs a query, as much as SQLite's own work on a member's case list. `key` names
 * the query's shape (everything but `value`); `value` must be a plain scalar bound once, as in
 * `where('member_id', '=', memberId)`. The SQL stays the dialect's own, so it is as portable as
 * any other kysely query.
 */
export async function runCompiledOnce<DB, Value, Row>(
  db: Kysely<DB>,
  key: string,
  build: (value: Value) => Compilable<Row>,
  value: Value,
): Promise<Row[]> {
  let queries = compiledByDatabase.get(db);
  if (!queries) compiledByDatabase.set(db, (queries = new Map()));
  let compiled = queries.get(key);
  if (!compiled) {
    compiled = build(PARAMETER as Value).compile();
    if (compiled.parameters.filter((parameter) => parameter === PARAMETER).length !== 1)
      throw new Error(`runCompiledOnce(${key}): the value must be bound exactly once`);
    queries.set(key, compiled);
  }
  const parameters = compiled.parameters.map((parameter) => (parameter === PARAMETER ? value : parameter));
  const { rows } = await db.executeQuery<Row>({ ...compiled, parameters });
  return rows;
}
