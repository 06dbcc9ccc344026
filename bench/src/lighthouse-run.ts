// `npm run bench -- --only lighthouse` (and a step of every full run): the built app on the small
// generated gym, signed in as its administrator, measured by Lighthouse's mobile preset screen by screen.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SIZES, type BenchOptions } from './bench-options.js';
import { dataDirWith, loadOrGenerateGym } from './generator/gym-cache.js';
import { AppProcess } from './http/app-process.js';
import { HttpClient } from './http/http-client.js';
import {
  LIGHTHOUSE_TARGETS,
  measureLighthouse,
  meetsTargets,
  type LighthouseResult,
  type ScreenName,
} from './scenarios/lighthouse.scenario.js';
import { rebuildProjections } from './scenarios/rebuild.scenario.js';
import type { RunFigure } from './report/report-rows.js';
import { at } from './shared/at.js';

export interface LighthouseOnlyResult extends LighthouseResult {
  readonly members: number;
  /** The machine's load when Lighthouse began (1 / 5 / 15 min): its CPU figures follow it. */
  readonly loadAverage: readonly number[];
}

export async function runLighthouse(
  options: BenchOptions,
  say: (text: string) => void,
  screens?: readonly ScreenName[],
): Promise<LighthouseOnlyResult> {
  const plan = SIZES.small;
  const gym = await loadOrGenerateGym(
    { members: plan.members, seed: options.seed, until: options.until, years: 5 },
    { fresh: options.fresh, progress: () => undefined },
  );
  const { facts } = gym;
  const workDir = mkdtempSync(join(tmpdir(), 'gym-bench-lighthouse-'));
  try {
    const dataDir = join(workDir, 'data');
    dataDirWith(gym.eventsFile, dataDir);
    say('lighthouse: rebuilding every projection of the small gym…');
    await rebuildProjections(dataDir, facts.events);
    const app = await AppProcess.start({
      dataDir,
      adminEmail: facts.admin.email,
      adminPassword: facts.admin.password,
      logLevel: options.logLevel,
    });
    const client = new HttpClient(app.port);
    try {
      await client.login(facts.admin.email, facts.admin.password);
      const reportDir = options.keep ? join(workDir, 'lighthouse') : undefined;
      if (reportDir) mkdirSync(reportDir);
      const loadAverage = loadavg().map((load) => Math.round(load * 10) / 10);
      say(`lighthouse: ${(screens ?? ['five screens']).join(', ')}, mobile preset…`);
      const result = await measureLighthouse({
        port: app.port,
        sessionCookie: client.sessionCookie,
        memberId: at(facts.memberIds, 0),
        screens,
        reportDir,
      });
      return { ...result, members: plan.members, loadAverage };
    } finally {
      client.close();
      await app.stop();
    }
  } finally {
    if (options.keep) say(`lighthouse: kept ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  }
}

const SCREEN_LABELS: Readonly<Record<ScreenName, string>> = {
  login: 'Login',
  dashboard: 'Dashboard',
  users: 'Usuarios',
  profile: 'A profile',
  checkIn: 'Ingreso',
};

export function screenLabel(screen: ScreenName): string {
  return SCREEN_LABELS[screen];
}

export function lighthouseTable(result: LighthouseOnlyResult): string {
  const t = LIGHTHOUSE_TARGETS;
  const rows = result.screens.map(
    (s) =>
      `| ${screenLabel(s.screen)} | \`${s.path.replace(/[0-9a-f-]{36}/, '<id>')}\` | ${s.performance} | ${s.accessibility} | ${s.lcpSeconds.toFixed(1)} | ${s.tbtMs} | ${s.cls.toFixed(3)} | ${s.scriptKb.toFixed(1)} | ${meetsTargets(s) ? '✓' : '✗'} |`,
  );
  return [
    `| screen (Lighthouse mobile, small gym) | path | performance (≥ ${t.performance}) | accessibility (${t.accessibility}) | LCP s (≤ ${t.lcpSeconds}) | TBT ms (≤ ${t.tbtMs}) | CLS (≤ ${t.cls}) | JS transferred (kB) | |`,
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}

/** One row per screen in the bench's table: performance / accessibility / LCP / TBT / CLS. */
export function lighthouseFigures(result: LighthouseOnlyResult): RunFigure[] {
  const t = LIGHTHOUSE_TARGETS;
  return result.screens.map((s) => ({
    label: `Lighthouse mobile (small gym), ${screenLabel(s.screen)}: performance / accessibility / LCP (s) / TBT (ms) / CLS`,
    value: `${s.performance} / ${s.accessibility} / ${s.lcpSeconds.toFixed(1)} / ${s.tbtMs} / ${s.cls.toFixed(3)}`,
    target: `≥ ${t.performance} / ${t.accessibility} / ≤ ${t.lcpSeconds} / ≤ ${t.tbtMs} / ≤ ${t.cls}`,
    met: meetsTargets(s),
  }));
}
