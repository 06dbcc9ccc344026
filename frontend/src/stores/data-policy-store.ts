// The gym's data-treatment policy in force (R47), for Configuración and the printed authorisation
// form: loaded on first use, loaded again after a new version is published.
import { send } from '../lib/api-client';
import { createQueryStore } from '../lib/create-query-store';

export const useDataPolicyStore = createQueryStore((_: null) => send('getDataPolicy', { fallback: 'SERVER.ERROR' }));
