// Disk trouble: the built app's data directory stops taking writes (a full tmpfs; a file-size
// limit on the process). Commands fail with the Spanish 503 text, reads keep working, nothing is
// written half or corrupted, and writes resume once space returns.
import { join } from 'node:path';
import { messages } from '@gym/domain';
import { femaleMeasures, registerBody } from '../members/support/members-api.js';
import { createClient } from '../support/test-app.js';
import {
  integrityOf,
  killRunningServers,
  lastPosition,
  projectionsCaughtUp,
  startBuiltServer,
} from './support/built-server.js';
import { type DiskFault, fileSizeLimitFault, tmpfsFault } from './support/disk-faults.js';
import { Ledger } from './support/ledger.js';

const ledger = new Ledger('disk-trouble');
const UNAVAILABLE = { statusCode: 503, code: 'SERVER.UNAVAILABLE', message: messages['SERVER.UNAVAILABLE'] };
const TODAY = '2026-03-02';

const faults = [tmpfsFault(), fileSizeLimitFault()].filter((fault): fault is DiskFault => fault !== null);

describe('reliability: the disk stops taking writes', () => {
  afterAll(() => {
    killRunningServers();
    for (const fault of faults) fault.dispose();
    ledger.save();
  });

  it('at least one real technique is available here (tmpfs needs root and mount; prlimit needs util-linux)', () => {
    expect(faults.length).toBeGreaterThan(0);
  });

  it.each(faults.map((fault) => [fault.name, fault] as const))(
    '%s: 503 text, reads work, nothing corrupted, writes resume',
    async (_name, fault) => {
      const server = await startBuiltServer(fault.dataDir);
      const staff = server.staff;
      const created = await staff.request('POST', '/api/members', {
        body: registerBody({ plan: 'ticket_book', details: { gender: 'female' } }),
      });
      expect(created.status).toBe(201);
      const id = created.body.memberId as string;
      expect(
        (
          await staff.request('POST', `/api/members/${id}/payments`, {
            body: { paymentType: 'installment', amount: 5_000, paidOn: TODAY },
          })
        ).status,
      ).toBe(201);
      await projectionsCaughtUp(server);
      const head = lastPosition(fault.dataDir);

      fault.fill(server.pid);
      ledger.add('faultsInjected');
      const commands: readonly [string, string, unknown][] = [
        ['POST', '/api/members', registerBody({ details: { name: 'No Cabe' } })],
        ['POST', `/api/members/${id}/payments`, { paymentType: 'installment', amount: 7_000, paidOn: TODAY }],
        ['POST', `/api/members/${id}/renewals`, { amount: 50_000 }],
        ['POST', `/api/members/${id}/attendances`, {}],
        ['POST', `/api/members/${id}/body-compositions`, { measures: femaleMeasures }],
        ['PATCH', `/api/members/${id}`, { details: { notes: 'sin espacio' } }],
        ['DELETE', `/api/members/${id}`, undefined],
      ];
      for (const [method, path, body] of commands) {
        const answer = await staff.request(method, path, { body });
        ledger.answered(answer.status, method);
        expect({ method, path, status: answer.status, body: answer.body }).toEqual({
          method,
          path,
          status: 503,
          body: UNAVAILABLE,
        });
      }
      expect(lastPosition(fault.dataDir)).toBe(head);
      for (const path of [
        '/api/members',
        `/api/members/${id}`,
        `/api/members/${id}/payments`,
        '/api/dashboard',
        '/api/payments',
      ]) {
        const answer = await staff.request('GET', path);
        ledger.answered(answer.status, 'GET');
        expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      }
      const newcomer = createClient(server.baseUrl);
      expect((await newcomer.signIn()).status).toBe(200);
      expect((await newcomer.request('GET', `/api/members/${id}`)).body).toMatchObject({ totalPaid: 5_000 });
      for (const file of ['events.db', 'read.db']) expect(integrityOf(join(fault.dataDir, file))).toBe('ok');

      fault.free(server.pid);
      const resumed = await staff.request('POST', `/api/members/${id}/payments`, {
        body: { paymentType: 'installment', amount: 7_000, paidOn: TODAY },
      });
      ledger.answered(resumed.status, 'POST');
      expect(resumed.status).toBe(201);
      expect((await staff.request('GET', `/api/members/${id}`)).body).toMatchObject({ totalPaid: 12_000 });
      // The payment and its entry in the day's cash book, appended together (R32).
      expect(lastPosition(fault.dataDir)).toBe(head + 2);
      expect((await server.stop()).code).toBe(0);
      for (const file of ['events.db', 'read.db']) expect(integrityOf(join(fault.dataDir, file))).toBe('ok');
    },
  );
});
