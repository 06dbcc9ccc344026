// The route state that opens a profile with its payment form shown: 'Cobrar' after registering a
// member (issue 41) lands on the form, not on a button to find.
export const COLLECT_ON_ARRIVAL = { collect: true } as const;

/** Whether the location's state asks the profile to open its payment form. */
export function asksToCollect(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { collect?: unknown }).collect === true;
}
