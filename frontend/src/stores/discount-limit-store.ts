// R39: the most Recepción may discount, read by the desk forms ('Hasta 10 %') and Configuración;
// loaded when a form with 'Aplicar descuento' opens, and again after the owner saves it.
import { useEffect } from 'react';
import { send } from '../lib/api-client';
import { createQueryStore } from '../lib/create-query-store';

export const useDiscountLimitStore = createQueryStore((_: null) =>
  send('getDiscountLimit', { fallback: 'SERVER.ERROR' }),
);

/** Recepción's limit in percent, asked once `wanted` (the discount switched on); 0 until read: the server decides anyway. */
export function useReceptionDiscountPercent(wanted: boolean): number {
  const limit = useDiscountLimitStore((state) => state.data?.receptionPercent ?? 0);
  useEffect(() => {
    if (wanted) void useDiscountLimitStore.getState().load(null);
  }, [wanted]);
  return limit;
}
