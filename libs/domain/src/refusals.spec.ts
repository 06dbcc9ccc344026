// Every refusal is declared once, with a kind that says its HTTP status, beside its Spanish text.
import { allApiOperations } from './api/api-operations.js';
import { isMessageKey, message } from './messages.js';
import { REFUSAL_STATUS, refusals, refusalStatus, type RefusalCode } from './refusals.js';
import { ALL_PERMISSIONS, PERMISSIONS } from './staff/staff-permissions.js';

describe('the refusals', () => {
  it('each has a kind that is an HTTP status, and a Spanish text in the one catalogue (R21)', () => {
    for (const code of Object.keys(refusals) as RefusalCode[]) {
      expect({ code, status: refusalStatus(code) }).toEqual({ code, status: REFUSAL_STATUS[refusals[code].kind] });
      expect(isMessageKey(code)).toBe(true);
      expect(message(code)).toBe(refusals[code].text);
    }
  });

  it('the kinds give the statuses the API has always answered', () => {
    expect(
      (
        [
          'MEMBER.NOT_FOUND',
          'MEMBER.ALREADY_EXISTS',
          'MEMBER.CEDULA_TAKEN',
          'PAYMENT.INVALID_AMOUNT',
          'ATTENDANCE.TICKET_BOOK_EXHAUSTED',
          'AUTH.FORBIDDEN',
          'AUTH.UNAUTHORIZED',
          'SETTINGS.EFFECTIVE_FROM_PAST',
          'STAFF.LAST_ADMINISTRATOR',
          'REQUEST.IDEMPOTENCY_KEY_REUSED',
        ] as const
      ).map((code) => [code, refusalStatus(code)]),
    ).toEqual([
      ['MEMBER.NOT_FOUND', 404],
      ['MEMBER.ALREADY_EXISTS', 409],
      ['MEMBER.CEDULA_TAKEN', 409],
      ['PAYMENT.INVALID_AMOUNT', 400],
      ['ATTENDANCE.TICKET_BOOK_EXHAUSTED', 422],
      ['AUTH.FORBIDDEN', 403],
      ['AUTH.UNAUTHORIZED', 401],
      ['SETTINGS.EFFECTIVE_FROM_PAST', 400],
      ['STAFF.LAST_ADMINISTRATOR', 422],
      ['REQUEST.IDEMPOTENCY_KEY_REUSED', 422],
    ]);
  });
});

describe('R25: every API operation has a permission', () => {
  it('anyone, every signed-in account, or a permission of the one table', () => {
    const allowed = new Set<string>(['public', 'staff', ...ALL_PERMISSIONS]);
    expect(allApiOperations.filter((operation) => !allowed.has(operation.access)).map((op) => op.operationId)).toEqual(
      [],
    );
  });

  it('each permission names at least one role', () => {
    for (const roles of Object.values(PERMISSIONS)) expect(roles.length).toBeGreaterThan(0);
  });

  it("each status an operation lists is the status of some refusal's kind", () => {
    const statuses = new Set<number>(Object.values(REFUSAL_STATUS));
    for (const operation of allApiOperations) {
      expect({
        id: operation.operationId,
        unknown: operation.errors.filter((status) => !statuses.has(status)),
      }).toEqual({
        id: operation.operationId,
        unknown: [],
      });
    }
  });
});
