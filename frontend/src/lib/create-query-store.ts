// A small zustand store for one server query: its parameters, the last answer, and whether it is loading or failed.
import { create } from 'zustand';
import { message } from '@gym/domain';
import { ApiError } from './api-client';

export type QueryStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface QueryState<Params, Data> {
  readonly params: Params | null;
  /** The last answer; kept while the next one loads and when it fails (the screen keeps its data). */
  readonly data: Data | null;
  readonly status: QueryStatus;
  readonly error: ApiError | null;
  load: (params: Params) => Promise<void>;
  /** Loads the current parameters again, e.g. after a write; does nothing before the first load. */
  reload: () => Promise<void>;
}

interface QueryStoreOptions<Params> {
  /** Whether the answer for `previous` may stay on screen while `next` loads (not for another member). */
  readonly keepsDataAcross?: (previous: Params, next: Params) => boolean;
}

export function createQueryStore<Params, Data>(
  fetchData: (params: Params) => Promise<Data>,
  { keepsDataAcross = () => true }: QueryStoreOptions<Params> = {},
) {
  // Only the latest request may write its answer: a slow earlier one must not overwrite it.
  let latestRequest = 0;
  return create<QueryState<Params, Data>>()((set, get) => ({
    params: null,
    data: null,
    status: 'idle',
    error: null,
    load: async (params) => {
      const request = ++latestRequest;
      const { params: previous, data } = get();
      const keep = previous !== null && keepsDataAcross(previous, params);
      set({ params, data: keep ? data : null, status: 'loading', error: null });
      try {
        const answer = await fetchData(params);
        if (request === latestRequest) set({ data: answer, status: 'ready' });
      } catch (error) {
        if (request === latestRequest) set({ status: 'error', error: asApiError(error) });
      }
    },
    reload: async () => {
      const { params } = get();
      if (params !== null) await get().load(params);
    },
  }));
}

export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, 'SERVER.ERROR', message('SERVER.ERROR'));
}
