// Entry point of `npm run staff -- …` (see staff-cli.ts); the password is asked on the terminal.
import 'reflect-metadata';
import { cliConfig } from './cli-stores.js';
import { isTerminal, passwordReader } from './password-prompt.js';
import { runStaffCli } from './staff-cli.js';

process.exitCode = await runStaffCli(process.argv.slice(2), {
  config: cliConfig(),
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  readPassword: passwordReader(process.stdin, process.stderr),
  confirmPassword: isTerminal(process.stdin),
});
// Done reading: an open pipe on stdin must not keep the process waiting.
process.stdin.destroy();
