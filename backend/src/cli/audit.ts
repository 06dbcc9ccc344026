// Entry point of `npm run audit -- <memberId> [--desc]` (see audit-cli.ts).
import 'reflect-metadata';
import { runAuditCli } from './audit-cli.js';
import { cliConfig } from './cli-stores.js';

process.exitCode = await runAuditCli(process.argv.slice(2), {
  config: cliConfig(),
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
