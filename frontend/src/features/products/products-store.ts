// 'Productos' on screen: every product (archived ones too when asked) and the server's answer; each
// write read again after the server answered (read-your-writes).
import type { ProductFilter } from '@gym/domain';
import { send } from '../../lib/api-client';
import { createQueryStore } from '../../lib/create-query-store';

export const useProductsStore = createQueryStore((status: ProductFilter) =>
  send('listProducts', { query: { status }, fallback: 'SERVER.ERROR' }),
);
