// Reading an array where the index is known to be in range: a missing element is a bug in the
// bench, so it throws instead of passing `undefined` (or a made-up default) on into the figures.

/**
 * `items.at(index)` (a negative index counts from the end), throwing when there is no element
 * there. For lists that never hold `undefined`.
 */
export function at<T>(items: readonly T[], index: number): T {
  const item = items.at(index);
  if (item === undefined) throw new RangeError(`No element at index ${index} of a list of ${items.length}`);
  return item;
}
