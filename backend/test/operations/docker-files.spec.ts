// The image's files, checked without a Docker engine (there is none where these tests run): what
// .dockerignore keeps out of the build context, and a Dockerfile whose runtime stage holds only what
// runs, on Node 24, as a user other than root. (The compose file is checked by `npm test` with
// docker-compose: scripts/check-compose.mjs. The build from the context: npm-start.process.spec.ts.)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dockerContextFiles, isIgnored, ROOT } from './support/docker-context.js';

interface Stage {
  readonly from: string;
  readonly name: string;
  readonly lines: readonly string[];
}

/** The Dockerfile's stages, with their instructions (continuation lines joined). */
function stages(): Stage[] {
  const text = readFileSync(join(ROOT, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
  const found: Array<{ from: string; name: string; lines: string[] }> = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (line === '' || line.startsWith('#')) continue;
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) found.push({ from: from[1] ?? '', name: from[2] ?? '', lines: [] });
    else found.at(-1)?.lines.push(line);
  }
  return found;
}

const copies = (stage: Stage): string[][] =>
  stage.lines.filter((line) => line.startsWith('COPY ')).map((line) => line.split(/\s+/).slice(1));

describe('.dockerignore: the build context', () => {
  it('leaves out secrets, local data, builds, dependencies, tests and the bench with its 784 MB cache', () => {
    for (const path of [
      '.env',
      '.env.production',
      'data/events.db',
      'data/jwt-secret',
      'bench/.cache/gym-large/events.db',
      'bench/src/run.ts',
      'bench/results/2026-11-25-threads.md',
      'build/current/backend/dist/main.js',
      'backend/dist/main.js',
      'node_modules/zod/package.json',
      'frontend/node_modules/@vitejs/plugin-react/package.json',
      'backend/src/config.spec.ts',
      'frontend/src/app/app.spec.tsx',
      'backend/src/shared/event-store/event-store.contract.reads.ts',
      'backend/src/cli/testing/built-cli.ts',
      'libs/domain/src/testing/member.builders.ts',
      'backend/test/reliability/support/built-server.ts',
      'e2e/login.e2e.ts',
      '.git/HEAD',
    ]) {
      expect([path, isIgnored(path)]).toEqual([path, true]);
    }
  });

  it('keeps what the build needs: sources, manifests, the lock, the build script, the example settings', () => {
    for (const path of [
      '.env.example',
      'package.json',
      'package-lock.json',
      'bench/package.json',
      'scripts/build.mjs',
      'backend/src/main.ts',
      'libs/domain/src/index.ts',
      'frontend/src/app/main.tsx',
      'frontend/index.html',
      'docs/openapi.json',
    ]) {
      expect([path, isIgnored(path)]).toEqual([path, false]);
    }
    const context = dockerContextFiles();
    expect(context).toContain('backend/src/main.ts');
    expect(context.filter((file) => /\.spec\.tsx?$/.test(file) || file.startsWith('bench/src/'))).toEqual([]);
  });
});

describe('Dockerfile', () => {
  const all = stages();
  const runtime = all.at(-1);

  it('builds on Node 24 LTS, in stages', () => {
    const text = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
    expect(text).toMatch(/^ARG NODE_IMAGE=node:24-[\w.-]+$/m);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const names = new Set(all.map((stage) => stage.name));
    // Each stage starts from Node 24 or from an earlier stage.
    for (const stage of all) expect(['${NODE_IMAGE}', ...names]).toContain(stage.from);
    expect(runtime?.from).toBe('${NODE_IMAGE}');
  });

  it('runs as the unprivileged node user, from the built files only', () => {
    const lines = runtime?.lines ?? [];
    expect(lines).toContain('USER node');
    expect(lines.findIndex((line) => line === 'USER node')).toBeLessThan(lines.findIndex((l) => l.startsWith('CMD')));
    expect(lines.at(-1)).toBe('CMD ["node", "backend/dist/main.js"]');
    // Nothing from the context: production dependencies and the build folder, from the stages before.
    for (const args of copies(runtime ?? { from: '', name: '', lines: [] })) expect(args[0]).toMatch(/^--from=/);
    expect(lines.filter((line) => /^RUN .*\bnpm\b/.test(line))).toEqual([]);
    const dependencies = all.find((stage) => stage.name === 'production-dependencies');
    expect(dependencies?.lines.join('\n')).toMatch(
      /npm ci --omit=dev --workspace=@gym\/backend --workspace=@gym\/domain/,
    );
  });

  it('copies from the context only files that are there', () => {
    for (const stage of all) {
      for (const args of copies(stage)) {
        if (args[0]?.startsWith('--from=')) continue;
        for (const source of args.slice(0, -1)) {
          if (source === '.') continue;
          expect([source, existsSync(join(ROOT, source)), isIgnored(source)]).toEqual([source, true, false]);
        }
      }
    }
  });
});
