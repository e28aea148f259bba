/** A row set, the one shape both drivers return. */
export interface QueryResult<T> {
  rows: T[];
}

/** What a transaction body may run: the same calls as the database, on one connection. */
export interface Queryable {
  /** One statement with $1… parameters (Postgres dialect). */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * The database the server needs, small enough to implement for PGlite (embedded) and `pg` (a PostgreSQL server)
 * with the same SQL.
 */
export interface Database extends Queryable {
  /**
   * True when statements never run concurrently (PGlite: one connection behind one queue), so a single statement
   * is atomic against every other caller without locks; false for a pool of connections (PostgreSQL).
   */
  readonly serial: boolean;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
