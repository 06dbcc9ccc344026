// SQLite answers synchronously while the store ports are async: `promiseOf` runs the work at once and
// answers its result, or its error, as a promise — exactly what an `async` method without `await` did.
export function promiseOf<T>(work: () => T): Promise<T> {
  return new Promise((resolve) => {
    resolve(work());
  });
}
