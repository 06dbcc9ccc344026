// The gym's details (issue 30) for the sheets that print them (the cash closing; a receipt brings its
// own): loaded on first use, loaded again after Configuración saves them.
import { send } from '../lib/api-client';
import { createQueryStore } from '../lib/create-query-store';

export const useGymDetailsStore = createQueryStore((_: null) => send('getGymDetails', { fallback: 'SERVER.ERROR' }));
