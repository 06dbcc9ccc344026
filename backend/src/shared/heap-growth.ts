// V8 lets a busy app's heap grow to about three times what is live before collecting it: with
// 60-90 MB live, the app's memory rose to 330 MB under 16 clients on the large gym. A growing
// factor of 1.5 kept it at 220 MB for the same CPU per command (bench/results/2026-11-25-writes.md).
// Set in code, so nobody has to remember a flag; a --heap-growing-percent given by the operator wins.
import { setFlagsFromString } from 'node:v8';

export const HEAP_GROWING_PERCENT = 50;

/** True when it set the factor; false when the operator chose one (node flag or NODE_OPTIONS). */
export function limitHeapGrowth(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions: string = process.env['NODE_OPTIONS'] ?? '',
): boolean {
  if ([...execArgv, nodeOptions].some((arg) => arg.includes('--heap-growing-percent'))) return false;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}
