// The members' data keys as a file of their own (issue 39): what `npm run backup` and
// `npm run events -- export --out` write beside the log's copy (unless `--without-keys`), and what
// `npm run events -- import` and `keys-import` merge back. Kept apart so that a copy of the log
// alone holds no readable personal data, and so that a key destroyed since is never brought back:
// a merge adds keys the store lacks and destroyed marks always win.
import { readFileSync, renameSync, writeFileSync, chmodSync } from 'node:fs';
import { makePrivateFile } from '../../shared/private-files.js';
import type { KeyRecord, MemberDataKeys } from '../../shared/personal-data/member-data-keys.port.js';

const FORMAT = 'gimnasio-member-keys';

interface KeysFile {
  readonly format: typeof FORMAT;
  readonly version: 1;
  readonly exportedAt: string;
  readonly keys: readonly KeyRecord[];
  readonly secrets: Readonly<Record<string, string>>;
}

/** The keys file that goes with a copy of the log: `eventos.jsonl` → `eventos.jsonl.keys.json`, `events-….db` → `events-….keys.json`. */
export function keysFileBeside(copy: string): string {
  return copy.endsWith('.db') ? `${copy.slice(0, -'.db'.length)}.keys.json` : `${copy}.keys.json`;
}

/** Writes every key and destroyed mark of `keys` to `file` (0600, under a temporary name first). */
export async function writeKeysFile(
  keys: MemberDataKeys,
  file: string,
): Promise<{ readonly keys: number; readonly destroyed: number }> {
  const { keys: records, secrets } = await keys.exportAll();
  const content: KeysFile = {
    format: FORMAT,
    version: 1,
    exportedAt: new Date().toISOString(),
    keys: records,
    secrets,
  };
  const partial = `${file}.partial`;
  makePrivateFile(partial);
  writeFileSync(partial, `${JSON.stringify(content)}\n`, { mode: 0o600 });
  chmodSync(partial, 0o600);
  renameSync(partial, file);
  const destroyed = records.filter((record) => record.key === null).length;
  return { keys: records.length - destroyed, destroyed };
}

/** The records of a keys file; an Error saying why when it is not one. */
export function readKeysFile(file: string): Pick<KeysFile, 'keys' | 'secrets'> {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<KeysFile>;
  if (
    parsed.format !== FORMAT ||
    parsed.version !== 1 ||
    !Array.isArray(parsed.keys) ||
    typeof parsed.secrets !== 'object'
  ) {
    throw new Error(`${file} is not a file of the members' data keys (${FORMAT}, version 1)`);
  }
  return { keys: parsed.keys, secrets: parsed.secrets ?? {} };
}
