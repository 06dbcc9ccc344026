// An operation's description in the OpenAPI document, in English for the technician: what it does
// (written by hand on the operation), then who may call it and how it is refused, both worked out
// from the operation's own data (`access`, `errors`, its method, path and upload), so they say
// what the guard and the checks before the handler do.
import { PERMISSIONS, type ApiOperation, type StaffRole } from '@gym/domain';

const ROLES: Readonly<Record<StaffRole, string>> = {
  admin: 'Administrador (`admin`)',
  reception: 'Recepción (`reception`)',
};

/** What a path's id names, by the collection it follows: `/api/members/{id}` names a member. */
const PATH_SUBJECTS: Readonly<Record<string, string>> = {
  members: 'member',
  staff: 'staff account',
  payments: 'payment',
  receipts: 'payment',
};

const MB = 1024 * 1024;

const isWrite = (operation: ApiOperation): boolean => operation.method !== 'get';

function whoMayCall(operation: ApiOperation): string {
  const { access } = operation;
  if (access === 'public') return 'Anyone may call it, signed in or not.';
  if (access === 'staff') return 'Any signed-in staff account may call it.';
  const roles = PERMISSIONS[access].map((role) => ROLES[role]);
  const verb = roles.length === 1 ? 'has' : 'have';
  return `It needs the \`${access}\` permission, which ${roles.join(' and ')} ${verb} (R25).`;
}

/** The statuses it can be refused with: those it declares, and those of the session, the guard and the gate. */
function refusalStatuses(operation: ApiOperation): number[] {
  const statuses = new Set([...operation.errors, 503]);
  if (operation.access !== 'public') statuses.add(401);
  if (isWrite(operation) || (operation.access !== 'public' && operation.access !== 'staff')) statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

function invalidRequest(operation: ApiOperation): string {
  if (operation.upload) return 'the form or one of its fields is not valid; `field` names it';
  const parts = [operation.query ? 'query' : null, operation.body ? 'body' : null].filter((part) => part !== null);
  const what = parts.length > 0 ? `the ${parts.join(' or the ')}` : 'the request';
  return `${what} does not match its schema; \`field\` names the first wrong field`;
}

function forbidden(operation: ApiOperation): string {
  const reasons: string[] = [];
  const { access } = operation;
  if (access !== 'public' && access !== 'staff') reasons.push(`the account's role lacks \`${access}\``);
  else if (operation.errors.includes(403)) reasons.push('the account may not do part of what was asked (see above)');
  if (isWrite(operation)) reasons.push("the request came from another site's page (`Sec-Fetch-Site`, `Origin`)");
  return reasons.join('; or ');
}

function notFound(operation: ApiOperation): string {
  const ids = [...operation.path.matchAll(/\/(\w[\w-]*)\/\{(\w+)\}/g)].map(
    ([, collection, param]) => `no ${PATH_SUBJECTS[collection ?? ''] ?? 'record'} has that \`${param}\``,
  );
  return ids.length > 0 ? `${ids.join(', or ')} (any text that is not a UUID included)` : 'not found';
}

function meaning(operation: ApiOperation, status: number): string {
  switch (status) {
    case 400:
      return invalidRequest(operation);
    case 401:
      return operation.access === 'public'
        ? 'the email and password are not accepted'
        : 'there is no session, or it expired or was ended';
    case 403:
      return forbidden(operation);
    case 404:
      return notFound(operation);
    case 409:
      return 'it conflicts with what is recorded (it exists already, or is already so), or a change made at the same time kept winning after several tries';
    case 413:
      return operation.upload
        ? `the file is over ${operation.upload.maxBytes / MB} MB`
        : 'the body is larger than the server accepts';
    case 422:
      return 'a rule refuses it; `code` names the rule and `message` says it in Spanish';
    case 429:
      return 'too many attempts: wait the seconds the `Retry-After` header gives';
    case 503:
      return 'the app is restarting or cannot reach its stores: try again later';
    default:
      return 'refused';
  }
}

/** What it does, who may call it, and each refusal with its status (Markdown, as OpenAPI reads it). */
export function operationDescription(operation: ApiOperation): string {
  const refusals = refusalStatuses(operation).map((status) => `- \`${status}\`: ${meaning(operation, status)}.`);
  return [
    operation.description,
    `**Access:** ${whoMayCall(operation)}`,
    `**Refusals** (each answers an \`Error\` with the catalogue's \`code\` and its Spanish \`message\`):\n${refusals.join('\n')}`,
  ].join('\n\n');
}
