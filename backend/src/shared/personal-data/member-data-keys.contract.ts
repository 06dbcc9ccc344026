// The contract every key store passes (issue 39): SQLite here (sqlite-member-data-keys.int.spec.ts),
// MongoDB when MONGODB_URL is set (mongodb-member-data-keys.mongodb.int.spec.ts).
import type { MemberDataKeys } from './member-data-keys.port.js';
import {
  currentSensitiveKey,
  destroyAllSensitiveKeys,
  destroySensitiveKeys,
  sensitiveKeyId,
} from './sensitive-keys.js';

export function describeMemberDataKeysContract(
  name: string,
  open: () => Promise<MemberDataKeys>,
  cleanup: () => Promise<void> = async () => {},
): void {
  describe(`MemberDataKeys contract: ${name}`, () => {
    let keys: MemberDataKeys;
    let serial = 0;
    const memberId = (): string => `member-${process.pid}-${Date.now()}-${serial++}`;
    beforeAll(async () => {
      keys = await open();
    });
    afterAll(async () => {
      await keys.close();
      await cleanup();
    });

    it('get-or-create: a member gets a 32-byte key once, the same one every time after', async () => {
      const id = memberId();
      expect(await keys.get(id)).toBeUndefined();
      const first = await keys.keyFor(id);
      if (first === 'destroyed') throw new Error('a new member has a key');
      expect(first.kid).toBe(id);
      expect(first.key).toHaveLength(32);
      const again = await keys.keyFor(id);
      expect(again !== 'destroyed' && again.key.equals(first.key)).toBe(true);
      const got = await keys.get(id);
      expect(got !== undefined && got !== 'destroyed' && got.key.equals(first.key)).toBe(true);
    });

    it('two members have two keys; two at once for one member get the same key', async () => {
      const a = memberId();
      const b = memberId();
      const [a1, a2, b1] = await Promise.all([keys.keyFor(a), keys.keyFor(a), keys.keyFor(b)]);
      if (a1 === 'destroyed' || a2 === 'destroyed' || b1 === 'destroyed') throw new Error('new members have keys');
      expect(a1.key.equals(a2.key)).toBe(true);
      expect(a1.key.equals(b1.key)).toBe(false);
    });

    it('destroy: the key is gone for good, a second destroy says so, and no key is made again', async () => {
      const id = memberId();
      await keys.keyFor(id);
      expect(await keys.destroy(id)).toBe(true);
      expect(await keys.get(id)).toBe('destroyed');
      expect(await keys.keyFor(id)).toBe('destroyed');
      expect(await keys.destroy(id)).toBe(false);
      expect(await keys.listDestroyed()).toContain(id);
    });

    it('destroying a member who never had a key marks them: none is made after', async () => {
      const id = memberId();
      expect(await keys.destroy(id)).toBe(false);
      expect(await keys.get(id)).toBe('destroyed');
      expect(await keys.keyFor(id)).toBe('destroyed');
    });

    it('getMany answers the members with a record, keys and destroyed marks', async () => {
      const live = memberId();
      const gone = memberId();
      const none = memberId();
      await keys.keyFor(live);
      await keys.keyFor(gone);
      await keys.destroy(gone);
      const found = await keys.getMany([live, gone, none, live]);
      expect([...found.keys()].sort()).toEqual([gone, live].sort());
      expect(found.get(gone)).toBe('destroyed');
      const standing = found.get(live);
      expect(standing !== undefined && standing !== 'destroyed' && standing.kid === live).toBe(true);
    });

    it('getMany answers as many members as a batch of events names, past one query’s worth', async () => {
      const [first, last] = [memberId(), memberId()];
      await keys.keyFor(first);
      await keys.keyFor(last);
      const unknown = Array.from({ length: 1_100 }, () => memberId());
      const found = await keys.getMany([first, ...unknown, last, first]);
      expect([...found.keys()].sort()).toEqual([first, last].sort());
    });

    it('R48 (b): a member’s sensitive key is its own; a revocation destroys it alone, the next Sí makes the next generation', async () => {
      const id = memberId();
      const memberKey = await keys.keyFor(id);
      const first = await currentSensitiveKey(keys, id);
      if (first === 'destroyed' || memberKey === 'destroyed') throw new Error('new keys');
      expect(first.kid).toBe(sensitiveKeyId(id, 0));
      expect(first.key.equals(memberKey.key)).toBe(false);
      expect(await destroySensitiveKeys(keys, id)).toBe(true);
      expect(await keys.get(sensitiveKeyId(id, 0))).toBe('destroyed');
      expect(await keys.get(id)).toEqual(memberKey);
      expect(await keys.listDestroyed()).not.toContain(sensitiveKeyId(id, 0));
      const next = await currentSensitiveKey(keys, id);
      expect(next !== 'destroyed' && next.kid).toBe(sensitiveKeyId(id, 1));
      // Counted from the log (the start-up pass): one revocation destroys generation 0 only.
      expect(await destroySensitiveKeys(keys, id, 1)).toBe(false);
      expect(await keys.get(sensitiveKeyId(id, 1))).not.toBe('destroyed');
      // A supresión: every generation, and no sensitive key is made after.
      await keys.destroy(id);
      await destroyAllSensitiveKeys(keys, id);
      expect(await keys.get(sensitiveKeyId(id, 1))).toBe('destroyed');
      expect(await currentSensitiveKey(keys, id)).toBe('destroyed');
    });

    it('the gym secret is made once and kept', async () => {
      const first = await keys.gymSecret('cedula');
      expect(first).toHaveLength(32);
      expect((await keys.gymSecret('cedula')).equals(first)).toBe(true);
      expect((await keys.gymSecret('other')).equals(first)).toBe(false);
    });

    it('the mark of how far supresiones were searched is kept, moved and cleared', async () => {
      await keys.markSuppressionsCheckedTo({ position: 12, eventId: 'event-12' });
      expect(await keys.suppressionsCheckedTo()).toEqual({ position: 12, eventId: 'event-12' });
      await keys.markSuppressionsCheckedTo({ position: 40, eventId: 'event-40' });
      expect(await keys.suppressionsCheckedTo()).toEqual({ position: 40, eventId: 'event-40' });
      await keys.markSuppressionsCheckedTo(undefined);
      expect(await keys.suppressionsCheckedTo()).toBeUndefined();
      expect(await keys.listDestroyed()).not.toContain('suppressions');
    });

    it('export and import: a key is carried over, and a destroyed mark always wins over a key', async () => {
      const kept = memberId();
      const destroyedThere = memberId();
      const keptKey = await keys.keyFor(kept);
      await keys.keyFor(destroyedThere);
      const exported = await keys.exportAll();
      expect(exported.keys.find((record) => record.memberId === kept)?.key).toEqual(
        keptKey !== 'destroyed' ? keptKey.key.toString('base64') : null,
      );
      expect(exported.secrets['cedula']).toEqual(expect.any(String));
      const elsewhere = memberId();
      await keys.importAll({
        keys: [
          {
            memberId: destroyedThere,
            key: null,
            createdAt: '2026-01-01T00:00:00.000Z',
            destroyedAt: '2026-02-01T00:00:00.000Z',
          },
          {
            memberId: elsewhere,
            key: Buffer.alloc(32, 7).toString('base64'),
            createdAt: '2026-01-01T00:00:00.000Z',
            destroyedAt: null,
          },
          {
            memberId: kept,
            key: Buffer.alloc(32, 9).toString('base64'),
            createdAt: '2026-01-01T00:00:00.000Z',
            destroyedAt: null,
          },
        ],
        secrets: { cedula: Buffer.alloc(32, 1).toString('base64') },
      });
      expect(await keys.get(destroyedThere)).toBe('destroyed');
      expect(await keys.get(elsewhere)).toEqual({ kid: elsewhere, key: Buffer.alloc(32, 7) });
      const stillKept = await keys.get(kept);
      expect(
        stillKept !== undefined &&
          stillKept !== 'destroyed' &&
          keptKey !== 'destroyed' &&
          stillKept.key.equals(keptKey.key),
      ).toBe(true);
      expect((await keys.gymSecret('cedula')).equals(Buffer.alloc(32, 1))).toBe(false);
    });
  });
}
