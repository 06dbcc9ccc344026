// The page of the global payments history on screen (which page, its rows, loading or failed).
import type { PaymentPage } from '@gym/domain';
import { createQueryStore } from '../../lib/create-query-store';
import { fetchPayments } from './api/get-payments';

export const usePaymentHistoryStore = createQueryStore<number, PaymentPage>(fetchPayments);
