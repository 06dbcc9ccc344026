// Browser APIs that jsdom lacks and that React Router and Mantine call; imported before anything else.

// React Router encodes with TextEncoder; jsdom leaves it out, Node has it.
const nodeUtil = jest.requireActual<{ TextEncoder: typeof TextEncoder; TextDecoder: typeof TextDecoder }>('node:util');
Object.assign(globalThis, { TextEncoder: nodeUtil.TextEncoder, TextDecoder: nodeUtil.TextDecoder });

// Mantine reads media queries for responsive props and color scheme, and listens with
// addEventListener: the deprecated addListener and removeListener are left out.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): Omit<MediaQueryList, 'addListener' | 'removeListener'> => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// Mantine's ScrollArea, Tabs and comboboxes observe sizes and scroll options into view.
class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = () => undefined;

// jsdom lays nothing out, so every box measures 0×0; a chart's container gets the size a browser
// would give it, so that charts render (and recharts does not warn about a zero-sized chart).
const measureBox = Element.prototype.getBoundingClientRect;
Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element): DOMRect {
  if (!this.classList.contains('recharts-responsive-container')) return measureBox.call(this);
  return { x: 0, y: 0, top: 0, left: 0, right: 640, bottom: 280, width: 640, height: 280, toJSON: () => ({}) };
};
