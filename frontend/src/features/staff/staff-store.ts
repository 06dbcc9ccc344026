// The Personal screen's state: the accounts, and the actions on them, each reading the list again
// after the server answered (read-your-writes), so the screen never shows the old state.
import { create } from 'zustand';
import type { CreateStaffAccountRequest, StaffListItem, StaffRole } from '@gym/domain';
import { send, type ApiError } from '../../lib/api-client';
import { asApiError, type QueryStatus } from '../../lib/create-query-store';

const write = { fallback: 'STAFF.SAVE_FAILED' } as const;

interface StaffState {
  readonly accounts: readonly StaffListItem[] | null;
  readonly status: QueryStatus;
  readonly error: ApiError | null;
  load: () => Promise<void>;
  /** Each action rejects with the server's ApiError and leaves the list as it was. */
  create: (request: CreateStaffAccountRequest) => Promise<void>;
  changeRole: (id: string, role: StaffRole) => Promise<void>;
  setPassword: (id: string, password: string) => Promise<void>;
  disable: (id: string) => Promise<void>;
  enable: (id: string) => Promise<void>;
}

export const useStaffStore = create<StaffState>()((set, get) => {
  const thenReload = async (write: Promise<unknown>): Promise<void> => {
    await write;
    await get().load();
  };
  return {
    accounts: null,
    status: 'idle',
    error: null,
    load: async () => {
      set({ status: 'loading', error: null });
      try {
        set({ accounts: (await send('listStaff', { fallback: 'SERVER.ERROR' })).items, status: 'ready' });
      } catch (error) {
        set({ status: 'error', error: asApiError(error) });
      }
    },
    create: (request) => thenReload(send('createStaffAccount', { body: request, ...write })),
    changeRole: (id, role) => thenReload(send('changeStaffRole', { params: { id }, body: { role }, ...write })),
    setPassword: (id, password) =>
      thenReload(send('changeStaffPassword', { params: { id }, body: { password }, ...write })),
    disable: (id) => thenReload(send('disableStaffAccount', { params: { id }, body: {}, ...write })),
    enable: (id) => thenReload(send('enableStaffAccount', { params: { id }, body: {}, ...write })),
  };
});
