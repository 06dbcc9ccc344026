// Read model of the gym's details (issue 30): one document, the details as last saved, for receipts,
// the cash-closing sheet and the Configuración screen.
import type { GymDetails } from '@gym/domain';
import { defineProjection } from '../../shared/projections/projection.js';

export const GYM_DETAILS = 'gym_details';
export const GYM_DETAILS_ID = 'gym';

export type GymDetailsDocument = GymDetails & { readonly id: string; readonly [key: string]: unknown };

export const gymDetailsProjection = defineProjection({
  name: 'gym_details',
  version: 1,
  collections: [{ name: GYM_DETAILS, fields: {} }],
  eventTypes: ['GymDetailsChanged'],
  documentsRead: () => [],
  apply(event, documents) {
    const document: GymDetailsDocument = { id: GYM_DETAILS_ID, ...event.data };
    documents.put(GYM_DETAILS, document);
  },
});
