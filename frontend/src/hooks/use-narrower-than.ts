// Whether a box is too narrow for a table: on a phone always; elsewhere once its measured width is
// below the table's `minWidth` (a tablet, whose navigation takes 240 px), where the table would
// otherwise hide its last columns behind a sideways scroll.
import type { RefCallback } from 'react';
import { useElementSize, useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (phones, 375 px). */
export const PHONE_QUERY = '(max-width: 47.99em)';

export function useNarrowerThan<T extends HTMLElement = HTMLDivElement>(
  minWidth: number,
): { readonly ref: RefCallback<T | null>; readonly narrow: boolean } {
  const phone = useMediaQuery(PHONE_QUERY);
  const { ref, width } = useElementSize<T>();
  return { ref, narrow: phone || (width > 0 && width < minWidth) };
}
