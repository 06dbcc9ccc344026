// axe-core injected into the page (the package itself, not @axe-core/playwright, which needs Node
// 22.12): the serious and critical WCAG 2.2 AA violations of what is on screen now.
import type { Page } from '@playwright/test';

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly nodes: number;
  readonly sample: string;
}

interface AxeResults {
  readonly violations: ReadonlyArray<{
    readonly id: string;
    readonly impact?: string | null;
    readonly nodes: ReadonlyArray<{ readonly target: unknown }>;
  }>;
}

declare const axe: { run(context: Document, options: unknown): Promise<AxeResults> };

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.addScriptTag({ path: require.resolve('axe-core') });
  const results = await page.evaluate(
    (tags) => axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_22_AA,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      nodes: violation.nodes.length,
      sample: JSON.stringify(violation.nodes[0]?.target ?? ''),
    }));
}

/** Whether the page scrolls sideways (on a phone, nothing may), and which elements reach past it. */
export async function sidewaysOverflow(page: Page): Promise<{ readonly pixels: number; readonly culprits: string }> {
  return page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    const width = scroller.clientWidth;
    const describe = (element: Element): string =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 2).join('.')} (right ${Math.round(element.getBoundingClientRect().right)} px)`;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(-3)
      .map(describe)
      .join(', ');
    return { pixels: scroller.scrollWidth - width, culprits };
  });
}

/**
 * Text cut off: an element holding text whose content is wider than it is (a badge too narrow
 * for its word), or that reaches past an ancestor that hides what overflows (a segment of a
 * SegmentedControl wider than its card); and a table cell, paragraph, badge or button whose content
 * is wider than its box, wherever the text sits inside it (an amount in a cell, 'CON D…', a date
 * kept on one line past its column; issue 30). What scrolls is not cut.
 */
export async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hides = (element: Element): boolean => ['hidden', 'clip'].includes(getComputedStyle(element).overflowX);
    const wider = (element: Element): boolean =>
      element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1;
    const cut = (element: Element): boolean => {
      if (wider(element)) return true;
      const { left, right } = element.getBoundingClientRect();
      for (let box = element.parentElement; box; box = box.parentElement) {
        if (!hides(box)) continue;
        const edges = box.getBoundingClientRect();
        // Partly inside: wholly outside is hidden on purpose (a closed menu slid off-screen).
        const partly = left < edges.right && right > edges.left;
        if (partly && (right > edges.right + 1 || left < edges.left - 1)) return true;
      }
      return false;
    };
    const shown = (element: Element): boolean => {
      const style = getComputedStyle(element);
      return style.display !== 'none' && style.visibility !== 'hidden';
    };
    const ownText = (element: Element): boolean =>
      [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
    const texts = [...document.body.querySelectorAll('*')].filter(
      (element) => ownText(element) && shown(element) && cut(element),
    );
    const boxes = [...document.body.querySelectorAll('td, th, p, .mantine-Badge-root, .mantine-Button-root')].filter(
      (element) => shown(element) && wider(element),
    );
    return [...new Set([...texts, ...boxes])].map(
      (element) => `"${element.textContent.trim().slice(0, 40)}" (${element.scrollWidth} > ${element.clientWidth} px)`,
    );
  });
}

/**
 * Actions (buttons, links, fields) of the screen, or of the open dialog, that the fixed header or a
 * footer covers once the browser scrolls them into view as Tab does (WCAG 2.4.11): issue 30's phone,
 * whose fixed footer hid 'Registrar ingreso'. Leaves the page scrolled to the top.
 */
export async function coveredActions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    const scope = dialog ?? document.querySelector('main');
    if (!scope) return [];
    const actions = [...scope.querySelectorAll('button, a[href], input, select, textarea')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    });
    const covered: string[] = [];
    for (const action of actions) {
      for (const block of ['start', 'end'] as const) {
        action.scrollIntoView({ block, inline: 'nearest' });
        const box = action.getBoundingClientRect();
        const hit = document.elementFromPoint(
          box.left + box.width / 2,
          block === 'start' ? box.top + 2 : box.bottom - 2,
        );
        const cover = hit?.closest('header, footer, .mantine-AppShell-header, .mantine-AppShell-footer');
        if (hit && cover && !action.contains(hit)) {
          const name = action.getAttribute('aria-label') ?? action.textContent.trim();
          covered.push(`"${name.slice(0, 40)}" under the ${cover.tagName.toLowerCase()} (${block})`);
        }
      }
    }
    window.scrollTo(0, 0);
    return [...new Set(covered)];
  });
}

/** Boxes that scroll sideways, hiding part of what they hold (a table's last columns on a tablet). */
export async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const { overflowX } = getComputedStyle(element);
        return ['auto', 'scroll'].includes(overflowX) && element.scrollWidth > element.clientWidth + 1;
      })
      .map(
        (element) =>
          `${element.getAttribute('aria-label') ?? element.tagName.toLowerCase()} (${element.scrollWidth} > ${element.clientWidth} px)`,
      ),
  );
}
