// better-sqlite3 13 under the alias `better-sqlite3-napi` (see shared/sqlite-driver.ts): the same API
// as 12, so the same types.
declare module 'better-sqlite3-napi' {
  import Database from 'better-sqlite3';
  export = Database;
}
