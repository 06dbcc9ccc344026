// Who did it, by name (R23): staff account ids to display names, 'Sistema' for start-up and tooling.
import { message, SYSTEM_STAFF_ID } from '@gym/domain';
import type { ReadQueries } from '../shared/read-store/read-store.port.js';
import { STAFF_ACCOUNTS, type StaffAccountDocument } from './staff-accounts/staff-accounts.projection.js';

/** Display names of the given accounts; an unknown id is left out (callers show the id). */
export async function staffDisplayNames(
  readStore: ReadQueries,
  staffIds: readonly string[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>([[SYSTEM_STAFF_ID, message('AUDIT.SYSTEM_STAFF')]]);
  const wanted = [...new Set(staffIds)].filter((id) => !names.has(id));
  if (wanted.length === 0) return names;
  const found = await readStore.find<StaffAccountDocument>(STAFF_ACCOUNTS, { filter: { id: { $in: wanted } } });
  for (const account of found.items) names.set(account.id, account.displayName);
  return names;
}
