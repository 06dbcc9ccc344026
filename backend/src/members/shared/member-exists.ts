// Per-member histories answer 404 'Usuario no encontrado.' for an unknown or deleted member.
import { AppError } from '../../shared/http/app-error.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { MEMBER_PROFILES, MEMBERS } from '../member-list/member-documents.js';

export async function assertLiveMember(readStore: ReadQueries, memberId: string): Promise<void> {
  if ((await readStore.get(MEMBERS, memberId)) === null) throw new AppError('MEMBER.NOT_FOUND');
}

/** R48: a live member, or a suppressed one, whose profile stays for its money history; 404 otherwise. */
export async function assertMemberWithProfile(readStore: ReadQueries, memberId: string): Promise<void> {
  if ((await readStore.get(MEMBER_PROFILES, memberId)) === null) throw new AppError('MEMBER.NOT_FOUND');
}
