// After every route change the focus goes to the new screen's heading (issue 30): one mechanism for
// every screen, run by the shell around them, keyed by the location.
import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { watchArrival } from '../lib/move-focus';

export function useArrivalFocus(main: RefObject<HTMLElement | null>): void {
  const { key } = useLocation();
  useEffect(() => {
    if (main.current === null) return undefined;
    return watchArrival(main.current);
  }, [key, main]);
}
