// The configuration is validated at start, with one clear line per bad variable.
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.timeZone).toBe('America/Bogota');
    expect(config.gymName).toBe('Gimnasio');
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.eventStoreUrl).toBeUndefined();
    expect(config.mongoUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT must be a port number.*got 'abc'/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ GYM_TIMEZONE: 'Mars/Olympus' }, /^Invalid configuration: GYM_TIMEZONE must be an IANA time zone/],
    [{ EVENTSTORE_URL: 'http://x' }, /^Invalid configuration: EVENTSTORE_URL must start with esdb:\/\//],
    [{ MONGODB_URL: 'postgres://x' }, /^Invalid configuration: MONGODB_URL must start with mongodb:\/\//],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET must be at least 32 characters long$/],
    [{ GYM_ADMIN_EMAIL: 'admin@gym.co' }, /GYM_ADMIN_PASSWORD must be set together|GYM_ADMIN_EMAIL and/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL /],
    [{ APP_ORIGIN: 'gimnasio.example.com' }, /^Invalid configuration: APP_ORIGIN must be the address staff open/],
    [{ APP_ORIGIN: 'https://gimnasio.example.com/app' }, /^Invalid configuration: APP_ORIGIN /],
    [{ APP_ORIGIN: 'ftp://gimnasio.example.com' }, /^Invalid configuration: APP_ORIGIN /],
    [{ APP_ORIGIN: 'https://gimnasio.example.com,' }, /^Invalid configuration: APP_ORIGIN /],
    [{ PUBLIC_URL: 'gimnasio.example.com' }, /^Invalid configuration: PUBLIC_URL must be the gym's public address/],
    [{ PUBLIC_URL: 'https://gimnasio.example.com/m/' }, /^Invalid configuration: PUBLIC_URL /],
    [{ SMTP_URL: 'mail.example.com:587', SMTP_FROM: 'a@b.co' }, /^Invalid configuration: SMTP_URL must be an SMTP URL/],
    [{ SMTP_URL: 'http://mail.example.com', SMTP_FROM: 'a@b.co' }, /^Invalid configuration: SMTP_URL /],
    [{ SMTP_URL: 'smtp://mail.example.com:99999', SMTP_FROM: 'a@b.co' }, /^Invalid configuration: SMTP_URL /],
    [{ SMTP_URL: 'smtp://mail.example.com' }, /^Invalid configuration: SMTP_FROM must be set when SMTP_URL is/],
    [{ SMTP_URL: 'smtp://mail.example.com', SMTP_FROM: 'recordatorios' }, /^Invalid configuration: SMTP_FROM /],
  ])('refuses %j with one line naming the variable', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(expected);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('never echoes a secret in the error', () => {
    expect(() => loadConfig({ JWT_SECRET: 'tiny-secret' })).toThrow(/^((?!tiny-secret).)*$/);
  });

  it('accepts the scaled-out URLs and a custom gym', () => {
    const config = loadConfig({
      EVENTSTORE_URL: 'esdb://localhost:2113?tls=false',
      MONGODB_URL: 'mongodb://localhost:27017/gym?replicaSet=rs0',
      GYM_NAME: 'Gimnasio Olímpico',
      PORT: '8080',
    });
    expect(config.eventStoreUrl).toBe('esdb://localhost:2113?tls=false');
    expect(config.mongoUrl).toContain('replicaSet=rs0');
    expect(config.gymName).toBe('Gimnasio Olímpico');
    expect(config.port).toBe(8080);
  });

  it('SMTP_URL never echoes the password it may hold', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://user:s3cr3t-clave@', SMTP_FROM: 'a@b.co' })).toThrow(
      /^((?!s3cr3t).)*$/,
    );
  });

  it('R50: SMTP_URL and SMTP_FROM, both or neither', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    const config = loadConfig({
      SMTP_URL: 'smtps://gym:clave@mail.example.com:465',
      SMTP_FROM: 'Gimnasio Central <recordatorios@example.com>',
    });
    expect(config.smtpUrl).toBe('smtps://gym:clave@mail.example.com:465');
    expect(config.smtpFrom).toBe('Gimnasio Central <recordatorios@example.com>');
  });

  it('APP_ORIGIN: the origins as a browser writes them; unset, the request names its own', () => {
    expect(loadConfig({}).appOrigins).toEqual([]);
    expect(loadConfig({ APP_ORIGIN: 'https://Gimnasio.Example.com/' }).appOrigins).toEqual([
      'https://gimnasio.example.com',
    ]);
    expect(loadConfig({ APP_ORIGIN: 'https://gimnasio.example.com, http://192.168.1.20:3000' }).appOrigins).toEqual([
      'https://gimnasio.example.com',
      'http://192.168.1.20:3000',
    ]);
  });

  it('PUBLIC_URL: the cards’ address as a browser writes it; unset, none', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://Gimnasio.Example.com/' }).publicUrl).toBe('https://gimnasio.example.com');
  });
});
