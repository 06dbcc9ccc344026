// Where the keyboard focus goes when the screen changes under it (issue 30): to the new screen's
// heading after a route change, to the place that shows the result after a save. Left alone, it
// stayed on the menu link or dropped to the page, and a keyboard or screen-reader user had to find
// their way back from the top.

/** Marks the heading a screen's arrival focuses (PageHeader's title); otherwise its first h1/h2. */
const SCREEN_HEADING = '[data-screen-heading]';

/** How long after a route change a heading that shows late (lazy code, then data) still takes the focus. */
export const ARRIVAL_WATCH_MS = 10_000;

/** Focuses `element`, making it focusable from script first if it is not (a heading, a card). */
export function focusElement(element: Element | null | undefined): void {
  if (!(element instanceof HTMLElement)) return;
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/** The heading of the screen now in `main`, if it shows yet. */
export function screenHeading(main: ParentNode = document): Element | null {
  return main.querySelector(SCREEN_HEADING) ?? main.querySelector('main h1, main h2');
}

/** After a save whose result the whole screen shows (a profile's new details): its heading. */
export function focusScreenHeading(): void {
  focusElement(screenHeading());
}

/**
 * Watches `main` after a route change and focuses the screen's heading as soon as it shows, and again
 * if it is replaced while loading (a profile's 'Perfil' by the member's name). Stops when the person
 * acts (a key, a pointer), when something inside the screen has the focus (Ingreso's field, which
 * takes it as it opens), or after `watchMs`. Answers the function that stops it.
 */
export function watchArrival(main: HTMLElement, watchMs = ARRIVAL_WATCH_MS): () => void {
  const place = () => {
    const active = document.activeElement;
    if (active !== null && active !== main && main.contains(active) && !active.matches('h1, h2')) {
      stop(); // the screen, or the person, chose where the focus is
      return;
    }
    const heading = screenHeading(main);
    if (heading && active !== heading) focusElement(heading);
  };
  const observer = new MutationObserver(place);
  const timer = setTimeout(() => stop(), watchMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('keydown', stop, true);
    window.removeEventListener('pointerdown', stop, true);
  }
  observer.observe(main, { childList: true, subtree: true });
  window.addEventListener('keydown', stop, true);
  window.addEventListener('pointerdown', stop, true);
  place();
  return stop;
}
