// Rebuild of every projection from zero with the operator's command (`npm run projections --
// rebuild`) on a data directory holding only the generated events: events/s and peak memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchEnvironment, peakRssMb, REPO_ROOT } from '../http/app-process.js';
import { since } from '../measure/latency-stats.js';

export interface RebuildResult {
  readonly events: number;
  readonly seconds: number;
  readonly eventsPerSecond: number;
  readonly peakRssMb: number;
  /** The command's own last line (its Spanish summary). */
  readonly summary: string;
}

/**
 * The node flags of `npm run projections` (package.json), so the bench measures the command an
 * operator runs: its heap cap decides the command's peak memory as much as the code does.
 */
export function operatorNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const script = manifest.scripts['projections'] ?? '';
  return script.split(/\s+/).filter((word) => word.startsWith('--'));
}

export async function rebuildProjections(
  dataDir: string,
  events: number,
  options: { readonly profileDir?: string } = {},
): Promise<RebuildResult> {
  const started = performance.now();
  const profile = options.profileDir ? ['--cpu-prof', '--cpu-prof-dir', options.profileDir] : [];
  const command = [...operatorNodeFlags(), ...profile, join(REPO_ROOT, 'backend/dist/cli/projections.js'), 'rebuild'];
  const child = spawn(process.execPath, command, {
    cwd: REPO_ROOT,
    env: benchEnvironment({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  let peak = 0;
  const watch = setInterval(() => (peak = Math.max(peak, peakRssMb(child.pid) || 0)), 100);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(watch);
  const seconds = since(started) / 1000;
  if (code !== 0) throw new Error(`projections rebuild exited with ${code}: ${output.slice(-500)}`);
  const summary =
    output
      .split(/\r|\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .at(-1) ?? '';
  return { events, seconds, eventsPerSecond: Math.round(events / seconds), peakRssMb: peak, summary };
}
