// The owner's prices over HTTP: the history of changes and saving new prices (R24).
import {
  apiPath,
  type ChangePlanPricesRequest,
  type ChangePlanPricesResponse,
  type PriceChangesResponse,
} from '@gym/domain';
import { apiClient } from '../../../lib/api-client';

export function fetchPriceChanges(): Promise<PriceChangesResponse> {
  return apiClient.get<PriceChangesResponse>(apiPath('getPriceChanges'), { fallback: 'SERVER.ERROR' });
}

export function changePlanPrices(
  request: ChangePlanPricesRequest,
  idempotencyKey: string,
): Promise<ChangePlanPricesResponse> {
  return apiClient.post<ChangePlanPricesResponse>(apiPath('changePlanPrices'), request, {
    fallback: 'SETTINGS.SAVE_FAILED',
    idempotencyKey,
  });
}
