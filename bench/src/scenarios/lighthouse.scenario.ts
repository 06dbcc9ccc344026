// Lighthouse's mobile preset (a mid-range phone on a slow 4G line, simulated) on five screens of the
// built app in Debian's Chromium: the login, then, signed in, the dashboard, Usuarios, a member's
// profile and Ingreso. Scores and LCP/TBT/CLS per screen, against issue 36's targets.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';

export const LIGHTHOUSE_TARGETS = {
  performance: 90,
  accessibility: 100,
  lcpSeconds: 2.5,
  tbtMs: 200,
  cls: 0.02,
} as const;

export type ScreenName = 'login' | 'dashboard' | 'users' | 'profile' | 'checkIn';

export interface ScreenScore {
  readonly screen: ScreenName;
  readonly path: string;
  /** 0–100, as the report shows them. */
  readonly performance: number;
  readonly accessibility: number;
  readonly lcpSeconds: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** The JavaScript the page downloaded (transfer size, kB). */
  readonly scriptKb: number;
}

export interface LighthouseResult {
  readonly chromium: string;
  readonly screens: readonly ScreenScore[];
  readonly seconds: number;
}

export interface LighthouseRun {
  readonly port: number;
  /** The `Cookie` header of a signed-in session; the login page is measured without it. */
  readonly sessionCookie: string;
  readonly memberId: string;
  /** Which screens (all five by default). */
  readonly screens?: readonly ScreenName[];
  /** A folder to write each screen's full report to (`<screen>.report.json`), for a closer look. */
  readonly reportDir?: string;
}

const CHROMIUM = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const SCREENS: readonly ScreenName[] = ['login', 'dashboard', 'users', 'profile', 'checkIn'];

function screenPath(screen: ScreenName, memberId: string): string {
  switch (screen) {
    case 'login':
    case 'dashboard':
      return '/';
    case 'users':
      return '/users';
    case 'profile':
      return `/users/${memberId}`;
    case 'checkIn':
      return '/check-in';
    default: {
      const unknown: never = screen;
      throw new Error(`Unknown screen: ${String(unknown)}`);
    }
  }
}

export function meetsTargets(score: ScreenScore): boolean {
  const t = LIGHTHOUSE_TARGETS;
  return (
    score.performance >= t.performance &&
    score.accessibility >= t.accessibility &&
    score.lcpSeconds <= t.lcpSeconds &&
    score.tbtMs <= t.tbtMs &&
    score.cls <= t.cls
  );
}

export async function measureLighthouse(run: LighthouseRun): Promise<LighthouseResult> {
  const started = performance.now();
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    logLevel: 'silent',
  });
  try {
    const chromium = await chromiumVersion(chrome.port);
    const screens: ScreenScore[] = [];
    for (const screen of run.screens ?? SCREENS) screens.push(await measureScreen(chrome.port, screen, run));
    return { chromium, screens, seconds: Math.round((performance.now() - started) / 100) / 10 };
  } finally {
    chrome.kill();
  }
}

async function measureScreen(chromePort: number, screen: ScreenName, run: LighthouseRun): Promise<ScreenScore> {
  const path = screenPath(screen, run.memberId);
  const signedIn = screen !== 'login';
  const lhr = await lighthouseReport(`http://127.0.0.1:${run.port}${path}`, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // The session travels as a header on every request, so each run starts from an empty cache
    // (Lighthouse clears the origin's storage) as a phone opening the app would.
    extraHeaders: signedIn ? { Cookie: run.sessionCookie } : null,
  });
  if (run.reportDir) writeFileSync(join(run.reportDir, `${screen}.report.json`), JSON.stringify(lhr));
  const numeric = (audit: string): number => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const category = (name: string): number => Math.round((lhr.categories[name]?.score ?? Number.NaN) * 100);
  return {
    screen,
    path,
    performance: category('performance'),
    accessibility: category('accessibility'),
    lcpSeconds: Math.round(numeric('largest-contentful-paint') / 100) / 10,
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    scriptKb: Math.round(scriptBytes(lhr.audits['resource-summary']?.details) / 102.4) / 10,
  };
}

const ATTEMPTS = 3;

/** A report, asked again when Lighthouse's own recording fails (on a busy machine it now and then misses the navigation's start). */
async function lighthouseReport(url: string, flags: Flags): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const answer = await lighthouse(url, flags);
    const failure = answer ? answer.lhr.runtimeError?.message : 'no answer';
    if (answer && failure === undefined) return answer.lhr;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse on ${url}, ${ATTEMPTS} times: ${failure ?? ''}`);
  }
}

/** The transfer size of the scripts from the report's resource summary (a table of resource types). */
function scriptBytes(details: unknown): number {
  if (typeof details !== 'object' || details === null || !('items' in details) || !Array.isArray(details.items))
    return Number.NaN;
  const items: unknown[] = details.items;
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const row = item as Record<string, unknown>;
    if (row['resourceType'] === 'script' && typeof row['transferSize'] === 'number') return row['transferSize'];
  }
  return Number.NaN;
}

async function chromiumVersion(port: number): Promise<string> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/json/version`);
    const body = (await answer.json()) as { Browser?: string };
    return body.Browser ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
