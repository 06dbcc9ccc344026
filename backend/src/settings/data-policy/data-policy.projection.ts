// Read model of the gym's data-treatment policy (R47): one document, the version last published,
// for Configuración and the printed authorisation form.
import { eventStaffId, type DataPolicy } from '@gym/domain';
import { defineProjection } from '../../shared/projections/projection.js';

export const DATA_POLICY = 'data_policy';
export const DATA_POLICY_ID = 'current';

export type DataPolicyDocument = DataPolicy & {
  readonly id: string;
  readonly staffId: string;
  readonly [key: string]: unknown;
};

export const dataPolicyProjection = defineProjection({
  name: 'data_policy',
  version: 1,
  collections: [{ name: DATA_POLICY, fields: {} }],
  eventTypes: ['DataPolicyPublished'],
  documentsRead: () => [],
  apply(event, documents) {
    const document: DataPolicyDocument = { id: DATA_POLICY_ID, ...event.data, staffId: eventStaffId(event) };
    documents.put(DATA_POLICY, document);
  },
});
