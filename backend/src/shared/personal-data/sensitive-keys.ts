// A member's *sensitive* data key (R47, R48 b; issue 39): the health fields (weight, height, body
// measures; PERSONAL_DATA_FIELDS marks them `sensitive`) are sealed under a key of their own, so a
// revocation of the sensitive-data authorisation destroys that key alone: the log's health data
// becomes unreadable for every later read, rebuild, audit and backup, while the name and cédula stay
// readable under the member's key. A supresión destroys both.
//
// The sensitive keys live in the same key store (SQLite keys.db, MongoDB `<db>_keys`) under ids of
// their own, `<memberId>~sensitive~<generation>`: the k-th revocation of a member destroys generation
// k − 1, and health data recorded after a new 'Sí' is sealed under the next generation. Every
// envelope names its key (`kid`), so a reader opens each field with the key it was sealed under: logs
// from before (health fields under the member's key) keep working.
import type { KeyStanding, MemberDataKeys } from './member-data-keys.port.js';

const SENSITIVE = '~sensitive~';

/** The id of the member's sensitive key of this generation. */
export const sensitiveKeyId = (memberId: string, generation: number): string => `${memberId}${SENSITIVE}${generation}`;

/** Whether a key store id is a sensitive key's (not a member's): what `listDestroyed` leaves out. */
export const isSensitiveKeyId = (id: string): boolean => id.includes(SENSITIVE);

/** A bound on the generations probed: a member revoking and authorising again this often is not a gym's. */
const MAX_GENERATIONS = 1_000;

/**
 * The member's sensitive key in use: the first generation not destroyed, made when it has none yet;
 * 'destroyed' once the member's own key is (a supresión: nothing sensitive is ever written again).
 * Called when health data is appended, so its probing costs nothing on reads.
 */
export async function currentSensitiveKey(keys: MemberDataKeys, memberId: string): Promise<KeyStanding> {
  if ((await keys.get(memberId)) === 'destroyed') return 'destroyed';
  for (let generation = 0; generation < MAX_GENERATIONS; generation += 1) {
    const id = sensitiveKeyId(memberId, generation);
    const standing = await keys.get(id);
    if (standing === 'destroyed') continue;
    return standing ?? keys.keyFor(id);
  }
  return 'destroyed';
}

/**
 * R48 (b): destroys the member's sensitive keys of generations before `revocations` (the k-th
 * revocation destroys generations 0 … k − 1; idempotent). Undefined: the generation in use now
 * (the revocation just appended). True when a key was destroyed now.
 */
export async function destroySensitiveKeys(
  keys: MemberDataKeys,
  memberId: string,
  revocations?: number,
): Promise<boolean> {
  let destroyed = false;
  if (revocations !== undefined) {
    for (let generation = 0; generation < revocations; generation += 1)
      destroyed = (await keys.destroy(sensitiveKeyId(memberId, generation))) || destroyed;
    return destroyed;
  }
  for (let generation = 0; generation < MAX_GENERATIONS; generation += 1) {
    const id = sensitiveKeyId(memberId, generation);
    const standing = await keys.get(id);
    if (standing === 'destroyed') continue;
    // The generation in use (or the next one, never made: marked, so none is made under it).
    return keys.destroy(id);
  }
  return false;
}

/** A supresión: every sensitive key the member has, with its member key destroyed beside. */
export async function destroyAllSensitiveKeys(keys: MemberDataKeys, memberId: string): Promise<void> {
  for (let generation = 0; generation < MAX_GENERATIONS; generation += 1) {
    const id = sensitiveKeyId(memberId, generation);
    const standing = await keys.get(id);
    if (standing === undefined) return;
    if (standing !== 'destroyed') await keys.destroy(id);
  }
}
