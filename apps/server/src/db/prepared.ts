import type { Executor } from './transaction.ts';

/**
 * A statement of the hottest paths (run by every request), built by drizzle once per
 * database and prepared by PostgreSQL once per connection (it carries a name): neither
 * the query builder nor the planner redo it on each call. `build` must end in
 * `.prepare('<unique name>')` with the varying values as `sql.placeholder`s.
 */
export function preparedPerDatabase<Statement>(build: (db: Executor) => Statement): (db: Executor) => Statement {
  const built = new WeakMap<Executor, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
