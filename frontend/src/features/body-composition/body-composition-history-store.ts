// The page of the global body-composition history on screen (which page, its rows and measure keys).
import type { BodyCompositionPage } from '@gym/domain';
import { createQueryStore } from '../../lib/create-query-store';
import { fetchBodyCompositions } from './api/get-body-compositions';

export const useBodyCompositionHistoryStore = createQueryStore<number, BodyCompositionPage>(fetchBodyCompositions);
