// The gym's details (issue 30) for the sheets that print them (the cash closing; a receipt brings its
// own): loaded on first use, loaded again after Configuración saves them.
import { createQueryStore } from '../lib/create-query-store';
import { fetchGymDetails } from '../lib/gym-details-api';

export const useGymDetailsStore = createQueryStore<null, Awaited<ReturnType<typeof fetchGymDetails>>>(() =>
  fetchGymDetails(),
);
