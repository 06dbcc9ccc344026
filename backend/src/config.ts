// The app's configuration, read once from the environment and validated: a bad value stops the
// start with one line naming the variable.
import { resolve } from 'node:path';
import { z } from 'zod';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * One origin as a browser writes it in `Origin`: scheme, host and port, nothing else
 * (`https://gimnasio.example.com`, `http://192.168.1.20:3000`); normalised as the browser would.
 */
function originOf(text: string): string | undefined {
  try {
    const url = new URL(text.trim());
    const bare = url.username === '' && url.password === '' && url.search === '' && url.hash === '';
    return bare && url.pathname === '/' && (url.protocol === 'http:' || url.protocol === 'https:')
      ? url.origin
      : undefined;
  } catch {
    return undefined;
  }
}

const appOrigins = optionalText
  .refine((v) => v === undefined || v.split(',').every((origin) => originOf(origin) !== undefined), {
    message:
      'must be the address staff open, scheme, host and port only (e.g. https://gimnasio.example.com), comma-separated',
  })
  .transform((v) => (v === undefined ? [] : v.split(',').map((origin) => originOf(origin) ?? origin)));

/**
 * R50: the outgoing mail server as one URL: smtp://user:password@host:587 (STARTTLS when the server
 * offers it) or smtps://user:password@host:465 (TLS from the start); user and password optional.
 */
function isSmtpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    const port = url.port === '' ? null : Number(url.port);
    const scheme = url.protocol === 'smtp:' || url.protocol === 'smtps:';
    return scheme && url.hostname !== '' && (port === null || (port >= 1 && port <= 65535)) && url.pathname.length <= 1;
  } catch {
    return false;
  }
}

const configSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a port number (1-65535)' })
      .int('must be a port number (1-65535)')
      .min(1, 'must be a port number (1-65535)')
      .max(65535, 'must be a port number (1-65535)')
      .default(3000),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
    EVENTSTORE_URL: optionalText.refine((v) => v === undefined || /^esdb(\+discover)?:\/\//.test(v), {
      message: 'must start with esdb:// or esdb+discover://',
    }),
    MONGODB_URL: optionalText.refine((v) => v === undefined || /^mongodb(\+srv)?:\/\//.test(v), {
      message: 'must start with mongodb:// or mongodb+srv://',
    }),
    GYM_TIMEZONE: z
      .string()
      .trim()
      .default('America/Bogota')
      .refine(isTimeZone, { message: 'must be an IANA time zone such as America/Bogota' }),
    GYM_NAME: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(80, 'must be at most 80 characters')
      .default('Gimnasio'),
    JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
      message: 'must be at least 32 characters long',
    }),
    GYM_ADMIN_EMAIL: optionalText.refine((v) => v === undefined || z.email().safeParse(v).success, {
      message: 'must be an e-mail address',
    }),
    GYM_ADMIN_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 8, {
      message: 'must be at least 8 characters long',
    }),
    APP_ORIGIN: appOrigins,
    PUBLIC_URL: optionalText
      .refine((v) => v === undefined || originOf(v) !== undefined, {
        message: "must be the gym's public address, scheme, host and port only (e.g. https://gimnasio.example.com)",
      })
      .transform((v) => (v === undefined ? undefined : originOf(v))),
    SMTP_URL: optionalText.refine((v) => v === undefined || isSmtpUrl(v), {
      message: 'must be an SMTP URL such as smtp://user:password@mail.example.com:587 or smtps://…:465',
    }),
    SMTP_FROM: optionalText.refine(
      (v) => v === undefined || z.email().safeParse(v.replace(/^.*<(.+)>\s*$/, '$1')).success,
      {
        message: "must be an e-mail address, or a name and one: 'Gimnasio <recordatorios@example.com>'",
      },
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .refine((c) => c.SMTP_URL === undefined || c.SMTP_FROM !== undefined, {
    message: 'must be set when SMTP_URL is (the address reminders are sent from)',
    path: ['SMTP_FROM'],
  })
  .refine((c) => (c.GYM_ADMIN_EMAIL === undefined) === (c.GYM_ADMIN_PASSWORD === undefined), {
    message: 'GYM_ADMIN_EMAIL and GYM_ADMIN_PASSWORD must be set together',
    path: ['GYM_ADMIN_PASSWORD'],
  });

export interface AppConfig {
  readonly port: number;
  readonly dataDir: string;
  readonly eventStoreUrl: string | undefined;
  readonly mongoUrl: string | undefined;
  readonly timeZone: string;
  readonly gymName: string;
  readonly jwtSecret: string | undefined;
  readonly adminEmail: string | undefined;
  readonly adminPassword: string | undefined;
  readonly logLevel: string;
  /**
   * The origins whose pages may change state (`APP_ORIGIN`); empty: the request's own origin, as
   * the Host header (or a trusted proxy's X-Forwarded-Host/-Proto) names it.
   */
  readonly appOrigins: readonly string[];
  /** R51: the address the members' cards name (`PUBLIC_URL`); none: the address the card was printed on. */
  readonly publicUrl: string | undefined;
  /** R50: the outgoing mail server (`SMTP_URL`); none: reminders are not e-mailed. */
  readonly smtpUrl: string | undefined;
  /** R50: the From of the reminders' e-mails (`SMTP_FROM`), set whenever `smtpUrl` is. */
  readonly smtpFrom: string | undefined;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues.at(0);
    const variable = String(issue?.path[0] ?? 'configuration');
    const received = variable in env && !/SECRET|PASSWORD|SMTP_URL/.test(variable) ? ` (got '${env[variable]}')` : '';
    throw new ConfigError(`Invalid configuration: ${variable} ${issue?.message ?? 'is invalid'}${received}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    dataDir: resolve(c.DATA_DIR),
    eventStoreUrl: c.EVENTSTORE_URL,
    mongoUrl: c.MONGODB_URL,
    timeZone: c.GYM_TIMEZONE,
    gymName: c.GYM_NAME,
    jwtSecret: c.JWT_SECRET,
    adminEmail: c.GYM_ADMIN_EMAIL?.toLowerCase(),
    adminPassword: c.GYM_ADMIN_PASSWORD,
    logLevel: c.LOG_LEVEL,
    appOrigins: c.APP_ORIGIN,
    publicUrl: c.PUBLIC_URL,
    smtpUrl: c.SMTP_URL,
    smtpFrom: c.SMTP_FROM,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
