// R46: a member imported from a row with no Dirección records 'Pendiente'; the profile says so.
import { message } from '../messages.js';

export function pendingAddress(): string {
  return message('MEMBER.ADDRESS_PENDING');
}

export function isPendingAddress(address: string): boolean {
  return address === pendingAddress();
}
