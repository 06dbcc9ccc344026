// `npm run audit -- <memberId> [--desc]`: a member's whole timeline in a terminal, the same
// sentences, instants and staff accounts as the profile's 'Historial de cambios'.
import { formatDateTime, message } from '@gym/domain';
import { GetMemberHistory, GetMemberHistoryHandler } from '../audit/audit.port.js';
import { AppError } from '../shared/http/app-error.js';
import type { CliIo } from './cli-io.js';
import { openCliStores } from './cli-stores.js';

const PAGE = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Prints the timeline; answers the exit code (0 done, 1 unknown member, 2 usage or failure). */
export async function runAuditCli(args: readonly string[], io: CliIo): Promise<number> {
  const memberId = args.find((arg) => !arg.startsWith('--'));
  if (!memberId || !UUID.test(memberId)) {
    io.out(message('CLI.AUDIT_USAGE'));
    return 2;
  }
  const order = args.includes('--desc') ? 'desc' : 'asc';
  const stores = await openCliStores(io.config);
  const history = new GetMemberHistoryHandler(stores.eventStore, stores.readStore);
  try {
    for (let page = 1; ; page += 1) {
      const found = await history.execute(new GetMemberHistory(memberId.toLowerCase(), order, page, PAGE));
      if (page === 1) {
        const eliminado = found.deleted ? message('CLI.AUDIT_DELETED') : '';
        io.out(message('CLI.AUDIT_HEADER', { nombre: found.memberName, eliminado, total: found.total }));
      }
      for (const entry of found.items) {
        io.out(
          message('CLI.AUDIT_ROW', {
            revision: entry.revision,
            fecha: formatDateTime(entry.occurredAt, io.config.timeZone),
            personal: entry.staffName,
            descripcion: entry.description,
          }),
        );
      }
      if (page * PAGE >= found.total) return 0;
    }
  } catch (error) {
    io.err(error instanceof AppError ? error.message : message('CLI.FAILED', { reason: String(error) }));
    return error instanceof AppError ? 1 : 2;
  } finally {
    await stores.close();
  }
}
