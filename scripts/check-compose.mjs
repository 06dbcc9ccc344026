#!/usr/bin/env node
// Checks docker-compose.yml with `docker-compose config`, which needs no Docker engine (Debian's
// docker-compose package; .ci/run installs it): the file resolves with sample settings, refuses to
// resolve without the database passwords, and keeps what the scaled-out set-up promises (restart
// policies, databases on 127.0.0.1 with authentication, a health check that waits for a primary).
// Run by `npm test` (each check counted); alone: `node scripts/check-compose.mjs`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Settings as an operator's .env gives them (only the required ones, and the first account). */
export const SAMPLE_SETTINGS = {
  EVENTSTORE_ADMIN_PASSWORD: 'esdbSample2026',
  MONGO_ROOT_PASSWORD: 'rootSample2026',
  MONGO_APP_PASSWORD: 'appSample2026',
  GYM_ADMIN_EMAIL: 'dueno@migimnasio.co',
  GYM_ADMIN_PASSWORD: 'una-clave-larga',
};

function compose(args, settings) {
  const dir = mkdtempSync(join(tmpdir(), 'gym-compose-'));
  const envFile = join(dir, 'settings.env');
  writeFileSync(
    envFile,
    Object.entries(settings)
      .map(([key, value]) => `${key}=${value}\n`)
      .join(''),
  );
  try {
    // Only the settings given: a variable exported in this shell must not stand in for .env.
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir };
    return spawnSync('docker-compose', ['--env-file', envFile, '-f', join(ROOT, 'docker-compose.yml'), ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The resolved file as an object: compose v2 prints JSON itself, v1 (Python) prints YAML for PyYAML. */
function resolvedConfig(settings) {
  // v1 answers an unknown option with its usage and status 0: only JSON that parses counts.
  const json = compose(['config', '--format', 'json'], settings);
  try {
    if (json.status === 0) return JSON.parse(json.stdout);
  } catch {
    // not v2
  }
  const yaml = compose(['config'], settings);
  if (yaml.status !== 0) throw new Error(yaml.stderr.trim());
  const converted = spawnSync(
    'python3',
    ['-c', 'import sys, json, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'],
    { input: yaml.stdout, encoding: 'utf8' },
  );
  if (converted.status !== 0) throw new Error(`could not read the resolved file: ${converted.stderr.trim()}`);
  return JSON.parse(converted.stdout);
}

/** A published port as { hostIp, published, target }, from either version's format. */
function portsOf(service) {
  return (service.ports ?? []).map((port) => {
    if (typeof port === 'object')
      return { hostIp: port.host_ip ?? '', published: String(port.published ?? ''), target: String(port.target) };
    const parts = String(port)
      .replace(/\/\w+$/, '')
      .split(':');
    return parts.length === 3
      ? { hostIp: parts[0], published: parts[1], target: parts[2] }
      : { hostIp: '', published: parts[0] ?? '', target: parts.at(-1) ?? '' };
  });
}

function environmentOf(service) {
  const env = service.environment ?? {};
  if (!Array.isArray(env)) return env;
  return Object.fromEntries(env.map((entry) => [entry.split('=')[0], entry.slice(entry.indexOf('=') + 1)]));
}

function expectThat(condition, detail) {
  if (!condition) throw new Error(detail);
}

function policyChecks(config) {
  const services = config.services ?? {};
  const { app, eventstore, mongo } = services;
  const oneShot = (name) =>
    Object.values(services).some(
      (service) => service.depends_on?.[name]?.condition === 'service_completed_successfully',
    );
  return [
    [
      'every long-running service restarts unless stopped',
      () => {
        for (const [name, service] of Object.entries(services)) {
          if (oneShot(name)) continue;
          expectThat(['unless-stopped', 'always'].includes(service.restart), `${name}: restart is ${service.restart}`);
        }
      },
    ],
    [
      'EventStoreDB and MongoDB are published on 127.0.0.1 only',
      () => {
        for (const [name, service] of [
          ['eventstore', eventstore],
          ['mongo', mongo],
        ]) {
          for (const port of portsOf(service))
            expectThat(
              port.hostIp === '127.0.0.1',
              `${name}: port ${port.target} on '${port.hostIp || 'every interface'}'`,
            );
        }
      },
    ],
    [
      'EventStoreDB runs secure (TLS) with the admin password from the settings',
      () => {
        const env = environmentOf(eventstore);
        expectThat(String(env.EVENTSTORE_INSECURE) === 'false', `EVENTSTORE_INSECURE is ${env.EVENTSTORE_INSECURE}`);
        expectThat(
          env.EVENTSTORE_CERTIFICATE_FILE && env.EVENTSTORE_CERTIFICATE_PRIVATE_KEY_FILE,
          'no node certificate',
        );
        expectThat(
          env.EVENTSTORE_DEFAULT_ADMIN_PASSWORD === SAMPLE_SETTINGS.EVENTSTORE_ADMIN_PASSWORD,
          'admin password not from the settings',
        );
      },
    ],
    [
      'MongoDB requires authentication (root user, replica set key file) and its health check waits for a primary',
      () => {
        const env = environmentOf(mongo);
        expectThat(
          env.MONGO_INITDB_ROOT_PASSWORD === SAMPLE_SETTINGS.MONGO_ROOT_PASSWORD,
          'root password not from the settings',
        );
        const command = [mongo.command ?? []].flat().join(' ');
        expectThat(/--replSet rs0/.test(command) && /--keyFile \S+/.test(command), `command: ${command}`);
        const test = [mongo.healthcheck?.test ?? []].flat().join(' ');
        expectThat(test.includes('isWritablePrimary'), 'the health check does not ask for a writable primary');
        for (const volume of mongo.volumes ?? []) {
          const source = typeof volume === 'string' ? volume.split(':')[0] : volume.source;
          if (source?.startsWith('/') || source?.startsWith('.'))
            expectThat(existsSync(resolve(ROOT, source)), `missing ${source}`);
        }
      },
    ],
    [
      'the app waits for healthy stores and reaches them with credentials',
      () => {
        for (const store of ['eventstore', 'mongo']) {
          expectThat(
            app.depends_on?.[store]?.condition === 'service_healthy',
            `app does not wait for a healthy ${store}`,
          );
        }
        const env = environmentOf(app);
        const events = new URL(env.EVENTSTORE_URL);
        expectThat(
          events.username === 'admin' && events.password === SAMPLE_SETTINGS.EVENTSTORE_ADMIN_PASSWORD,
          'EVENTSTORE_URL without credentials',
        );
        expectThat(events.searchParams.get('tls') === 'true', 'EVENTSTORE_URL without TLS');
        const read = new URL(env.MONGODB_URL);
        expectThat(read.password === SAMPLE_SETTINGS.MONGO_APP_PASSWORD, 'MONGODB_URL without the app password');
        expectThat(
          read.searchParams.get('replicaSet') === 'rs0' && read.searchParams.get('authSource') === 'admin',
          `MONGODB_URL: ${read.search}`,
        );
        expectThat(
          env.GYM_ADMIN_EMAIL === SAMPLE_SETTINGS.GYM_ADMIN_EMAIL,
          'the first account is not taken from the settings',
        );
        expectThat(existsSync(join(ROOT, 'Dockerfile')), 'no Dockerfile for the app');
      },
    ],
  ];
}

/** { available: false } without docker-compose; otherwise each check's name, outcome and detail. */
export function checkCompose() {
  const version = spawnSync('docker-compose', ['version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) return { available: false, results: [] };
  const results = [];
  const record = (name, check) => {
    try {
      check();
      results.push({ name, ok: true });
    } catch (error) {
      results.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
    }
  };
  record('docker-compose config resolves the file with the settings of .env.example filled in', () => {
    const result = compose(['config', '-q'], SAMPLE_SETTINGS);
    expectThat(result.status === 0, result.stderr.trim());
  });
  record('docker-compose config refuses the file without the database passwords, naming them', () => {
    const databases = new Set(['EVENTSTORE_ADMIN_PASSWORD', 'MONGO_ROOT_PASSWORD', 'MONGO_APP_PASSWORD']);
    const rest = Object.fromEntries(Object.entries(SAMPLE_SETTINGS).filter(([key]) => !databases.has(key)));
    const result = compose(['config', '-q'], rest);
    expectThat(result.status !== 0, 'it resolved without them');
    expectThat(/PASSWORD/.test(result.stderr), `its message: ${result.stderr.trim()}`);
  });
  let config;
  try {
    config = resolvedConfig(SAMPLE_SETTINGS);
  } catch (error) {
    record('the resolved file can be read', () => {
      throw error;
    });
    return { available: true, results };
  }
  for (const [name, check] of policyChecks(config)) record(name, () => check());
  return { available: true, results };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { available, results } = checkCompose();
  if (!available) {
    console.log(
      'NOTE: docker-compose is not installed: docker-compose.yml was NOT checked (apt-get install docker-compose)',
    );
    process.exit(0);
  }
  for (const { name, ok, detail } of results)
    console.log(`${ok ? 'ok' : 'FAILED'}: ${name}${detail ? ` (${detail})` : ''}`);
  process.exit(results.every((result) => result.ok) ? 0 : 1);
}
