// `npm run events -- protect [--dry-run]`: the terminal's side of protectEventLog.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { message } from '@gym/domain';
import { cliConfig } from '../cli-stores.js';
import {
  ProtectMismatchError,
  protectEventLog,
  type ProtectPlan,
  type ProtectResult,
} from './protect-personal-data.js';

/** A refusal whose message is already the Spanish text to show. */
export class ProtectRefusal extends Error {}

const isResult = (outcome: ProtectPlan | ProtectResult): outcome is ProtectResult => 'backupFile' in outcome;

export async function runProtect(args: readonly string[], say: (text: string) => unknown): Promise<void> {
  const dryRun = args.includes('--dry-run');
  if (args.some((arg) => arg !== '--dry-run')) throw new ProtectRefusal(message('CLI.EVENTS_USAGE'));
  const config = cliConfig();
  if (config.eventStoreUrl) throw new ProtectRefusal(message('CLI.PROTECT_ESDB'));
  const file = join(config.dataDir, 'events.db');
  if (!existsSync(file)) throw new ProtectRefusal(message('CLI.EXPORT_NO_STORE', { archivo: file }));
  try {
    const outcome = await protectEventLog(config, { dryRun });
    const counts = {
      eventos: outcome.clearEvents,
      flujos: outcome.clearStreams,
      reclamos: outcome.claimsToMove + outcome.claimsToDrop,
    };
    if (isResult(outcome)) say(message('CLI.PROTECT_DONE', { ...counts, copia: outcome.backupFile }));
    else if (counts.eventos === 0 && counts.reclamos === 0) say(message('CLI.PROTECT_NOTHING'));
    else say(message('CLI.PROTECT_DRY_RUN', counts));
  } catch (error) {
    if (error instanceof ProtectMismatchError)
      throw new ProtectRefusal(message('CLI.PROTECT_MISMATCH', { diferencias: error.collections.join(', ') }));
    throw error;
  }
}
