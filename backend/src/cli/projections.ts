// Entry point of `npm run projections -- status | rebuild [name…]` (see projections-cli.ts).
import 'reflect-metadata';
import { cliConfig } from './cli-stores.js';
import { runProjectionsCli } from './projections-cli.js';

process.exitCode = await runProjectionsCli(process.argv.slice(2), {
  config: cliConfig(),
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
