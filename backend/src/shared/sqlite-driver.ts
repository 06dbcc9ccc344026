// Which better-sqlite3 opens every SQLite file of the app, its commands, tests and bench.
// - 12.11.1 (node::ObjectWrap, built from source at install) is the one that runs on Node 20;
//   13 segfaults there.
// - Built against Node 24's headers, 12's wrappers register a per-object cleanup hook, and a
//   statement or database collected by the GC at a moment without a JavaScript context aborts
//   the process ("Assertion failed: (env) != nullptr", seen in CI and reproduced with a timer
//   preparing statements). 13 (Node-API, prebuilt) has no such hook: it is the one for Node 22+.
// Both are installed (13 as the alias `better-sqlite3-napi`); each loads its native code only
// when a database is first opened, so the other costs nothing.
import Sqlite12 from 'better-sqlite3';
import Sqlite13 from 'better-sqlite3-napi';

const nodeMajor = Number(process.versions.node.split('.')[0]);

/** better-sqlite3's `Database` class for the running Node. */
export const Database: typeof Sqlite12 = nodeMajor >= 22 ? Sqlite13 : Sqlite12;
export type Database = Sqlite12.Database;
export type Statement<P extends unknown[] | object = unknown[], R = unknown> = Sqlite12.Statement<P, R>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- better-sqlite3's own bound for a transaction body
export type Transaction<F extends (...params: any[]) => unknown> = Sqlite12.Transaction<F>;

/** The package the running Node opens SQLite with, for a child process that loads it by itself. */
export const SQLITE_PACKAGE = nodeMajor >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';
