// `npm run staff -- add|list|disable|enable|role|reset-password` on a temporary DATA_DIR, with the password
// fed on stdin (one line, as from a pipe), checked against the app signing in on the same data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { loadConfig } from '../../src/config.js';
import { passwordReader } from '../../src/cli/password-prompt.js';
import { runStaffCli } from '../../src/cli/staff-cli.js';
import { startTestApp } from '../support/test-app.js';

interface CliRun {
  readonly code: number;
  readonly out: string[];
  readonly err: string[];
}

describe('npm run staff', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'gym-staff-cli-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  async function staff(args: string[], stdin = ''): Promise<CliRun> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStaffCli(args, {
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      readPassword: passwordReader(Readable.from([stdin]) as unknown as NodeJS.ReadStream, process.stderr),
      confirmPassword: false,
    });
    return { code, out, err };
  }

  it('adds, lists, resets a password and disables accounts; the app signs in accordingly', async () => {
    expect(await staff(['add', 'Recepcion@Gimnasio.test', 'Ana', 'Pérez'], 'clave-de-ana-1\n')).toEqual({
      code: 0,
      out: ['Cuenta creada: recepcion@gimnasio.test (Ana Pérez).'],
      err: [],
    });
    expect((await staff(['add', 'entrenador@gimnasio.test', 'Luis'], 'clave-de-luis-1\n')).code).toBe(0);

    // R25: the gym's first account is its Administrador; later ones are Recepción unless told.
    const listed = await staff(['list']);
    expect(listed.code).toBe(0);
    expect(listed.out).toEqual([
      expect.stringMatching(/^recepcion@gimnasio\.test {2}Ana Pérez {2}Administrador {2}activa {2}[0-9a-f-]{36}$/),
      expect.stringMatching(/^entrenador@gimnasio\.test {2}Luis {2}Recepción {2}activa {2}[0-9a-f-]{36}$/),
    ]);

    expect(await staff(['reset-password', 'recepcion@gimnasio.test'], 'clave-nueva-de-ana\n')).toMatchObject({
      code: 0,
      out: ['Contraseña cambiada: recepcion@gimnasio.test. Sus sesiones abiertas terminaron.'],
    });
    expect(await staff(['disable', 'entrenador@gimnasio.test'])).toMatchObject({
      code: 0,
      out: ['Cuenta deshabilitada: entrenador@gimnasio.test. Sus sesiones abiertas terminaron.'],
    });
    expect((await staff(['list'])).out[1]).toContain('Luis  Recepción  deshabilitada');
    expect(await staff(['enable', 'entrenador@gimnasio.test'])).toMatchObject({
      code: 0,
      out: ['Cuenta habilitada: entrenador@gimnasio.test.'],
    });
    expect(await staff(['role', 'entrenador@gimnasio.test', 'admin'])).toMatchObject({
      code: 0,
      out: ['Rol de entrenador@gimnasio.test: Administrador.'],
    });
    expect((await staff(['add', 'caja@gimnasio.test', 'Caja', '--role', 'admin'], 'clave-de-caja-1\n')).code).toBe(0);
    expect((await staff(['list'])).out.map((line) => line.split('  ')[2])).toEqual([
      'Administrador',
      'Administrador',
      'Administrador',
    ]);
    await staff(['disable', 'entrenador@gimnasio.test']);

    // An account exists, so the first-administrator variables the test app sets create nothing.
    const app = await startTestApp({}, { dataDir, signedIn: false });
    try {
      expect((await app.signIn()).status).toBe(401);
      expect((await app.signIn({ email: 'recepcion@gimnasio.test', password: 'clave-de-ana-1' })).status).toBe(401);
      expect((await app.signIn({ email: 'recepcion@gimnasio.test', password: 'clave-nueva-de-ana' })).status).toBe(200);
      expect((await app.signIn({ email: 'entrenador@gimnasio.test', password: 'clave-de-luis-1' })).status).toBe(401);
    } finally {
      await app.close({ keepData: true });
    }
  });

  it('a running app ends the session of an account the CLI disables', async () => {
    const app = await startTestApp({}, { dataDir });
    try {
      expect((await app.request('GET', '/api/auth/me')).status).toBe(200);
      // R25: not the last Administrador; with a second one, yes.
      expect(await staff(['disable', 'admin@gimnasio.test'])).toMatchObject({
        code: 1,
        err: [
          'Debe quedar al menos un Administrador activo. Nombra a otra cuenta Administrador antes de hacer este cambio.',
        ],
      });
      expect((await staff(['add', 'socia@gimnasio.test', 'Socia', '--role', 'admin'], 'clave-de-socia\n')).code).toBe(
        0,
      );
      expect((await staff(['disable', 'admin@gimnasio.test'])).code).toBe(0);
      const deadline = Date.now() + 10_000;
      let status = 200;
      while (status === 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await app.request('GET', '/api/auth/me')).status;
      }
      expect(status).toBe(401);
    } finally {
      await app.close({ keepData: true });
    }
  });

  it('refuses what it cannot do, in Spanish, with exit code 1', async () => {
    expect(await staff(['add', 'corta@gimnasio.test', 'Corta'], 'corta\n')).toEqual({
      code: 1,
      out: [],
      err: ['La contraseña debe tener al menos 8 caracteres.'],
    });
    expect(await staff(['add', 'nadie@gimnasio.test', 'Nadie'], '')).toMatchObject({
      code: 1,
      err: ['No se recibió ninguna contraseña. No se cambió nada.'],
    });
    expect((await staff(['add', 'no-es-un-correo', 'X'], 'clave-larga-1\n')).err).toEqual([
      'Ingresa un correo electrónico válido.',
    ]);
    await staff(['add', 'dueno@gimnasio.test', 'Dueño'], 'clave-del-dueno\n');
    await staff(['add', 'ana@gimnasio.test', 'Ana'], 'clave-de-ana-1\n');
    expect((await staff(['add', 'ANA@gimnasio.test', 'Otra'], 'clave-de-ana-2\n')).err).toEqual([
      'Ya existe una cuenta del personal con ese correo electrónico.',
    ]);
    expect(await staff(['disable', 'nadie@gimnasio.test'])).toMatchObject({
      code: 1,
      err: ['Cuenta del personal no encontrada.'],
    });
    await staff(['disable', 'ana@gimnasio.test']);
    expect((await staff(['reset-password', 'ana@gimnasio.test'], 'clave-nueva-1\n')).err).toEqual([
      'La cuenta del personal está deshabilitada.',
    ]);
  });

  it('without a known command it prints the usage in Spanish', async () => {
    const run = await staff(['borrar', 'x']);
    expect(run.code).toBe(2);
    expect(run.out[0]).toMatch(/^Uso: npm run staff -- <orden>/);
    expect((await staff([])).code).toBe(0);
    expect((await staff(['add', 'solo-correo@gimnasio.test'])).code).toBe(2);
    expect((await staff(['add', 'x@gimnasio.test', 'X', '--role', 'duena'])).code).toBe(2);
    expect((await staff(['role', 'x@gimnasio.test'])).code).toBe(2);
  });
});
