// A chart, or anything costly below the fold, rendered once it comes near the window (issue 36): on a
// phone the dashboard's charts are screens below its first paint, and drawing them (measuring every
// tick's text) took ~0.8 s of a throttled phone's main thread before anyone scrolled to them. Until
// then the box keeps the height it will have, so nothing moves when it draws. Where the browser has
// no IntersectionObserver (tests in jsdom), it renders at once.
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far outside the window a box starts drawing: about a phone screen, so it is ready when reached. */
const AHEAD = '600px 0px';

export function WhenNearView({ height, children }: { readonly height: number; readonly children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = box.current;
    if (near || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return near ? children : <div ref={box} style={{ minHeight: height }} />;
}
