// What the two screenshot scripts share: the built app started on a temporary DATA_DIR with SQLite,
// the gym's today and days before it (Bogotá), waiting for /api/health, and a POST through
// Playwright's request context that throws on refusal.
import { spawn } from 'node:child_process';

/** The built app for screenshots: SQLite on `dataDir`, the manual's gym name and Administrador, `env` on top. */
export function startBuiltApp({ port, dataDir, admin, env = {} }) {
  return spawn('node', ['backend/dist/main.js'], {
    env: {
      ...process.env,
      EVENTSTORE_URL: '',
      MONGODB_URL: '',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      GYM_NAME: 'Gimnasio Olímpico',
      GYM_ADMIN_EMAIL: admin.email,
      GYM_ADMIN_PASSWORD: admin.password,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());

export function daysAgo(days) {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

export async function waitForHealth(base, attempts = 150) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the app did not answer /api/health');
}

export async function post(request, path, data) {
  const response = await request.post(path, { data });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}
