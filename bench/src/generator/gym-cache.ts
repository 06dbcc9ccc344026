// Keeps generated gyms under bench/.cache, keyed by what decides their content (size, seed, last
// day, and the code of the generator and the domain rules), so a second run the same day reuses one.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../http/app-process.js';
import { generateGym, type GymFacts, type GymSpec } from './generate-gym.js';

const CACHE_DIR = join(REPO_ROOT, 'bench/.cache');

export interface CachedGym {
  readonly facts: GymFacts;
  readonly eventsFile: string;
  readonly fromCache: boolean;
}

export async function loadOrGenerateGym(
  spec: GymSpec,
  options: { readonly fresh: boolean; readonly progress: (fraction: number) => void },
): Promise<CachedGym> {
  const dir = join(CACHE_DIR, `${spec.members}-members-seed${spec.seed}-${spec.until}-${codeVersion()}`);
  const eventsFile = join(dir, 'events.db');
  const factsFile = join(dir, 'facts.json');
  if (!options.fresh && existsSync(factsFile) && existsSync(eventsFile)) {
    return { facts: JSON.parse(readFileSync(factsFile, 'utf8')) as GymFacts, eventsFile, fromCache: true };
  }
  removeOtherVersions(`${spec.members}-members-`);
  mkdirSync(dir, { recursive: true });
  const building = join(dir, 'building.db');
  const facts = await generateGym(spec, building, options.progress);
  renameSync(building, eventsFile);
  writeFileSync(factsFile, JSON.stringify(facts));
  return { facts, eventsFile, fromCache: false };
}

/** A fresh data directory holding a copy of the gym's events (the app and the CLI write to it). */
export function dataDirWith(eventsFile: string, dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(eventsFile, join(dataDir, 'events.db'));
}

export function fileMb(file: string): number {
  return Math.round(statSync(file).size / 1024 / 1024);
}

/** Gyms of this size made on other days or by other code would only fill the disk. */
function removeOtherVersions(prefix: string): void {
  if (!existsSync(CACHE_DIR)) return;
  for (const name of readdirSync(CACHE_DIR)) {
    if (name.startsWith(prefix)) rmSync(join(CACHE_DIR, name), { recursive: true, force: true });
  }
}

/** A hash of the generator's and the domain's built code: change either and the gym is made again. */
function codeVersion(): string {
  const hash = createHash('sha256');
  for (const dir of [join(REPO_ROOT, 'bench/dist/generator'), join(REPO_ROOT, 'libs/domain/dist')]) {
    for (const file of listJs(dir)) hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 10);
}

function listJs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
