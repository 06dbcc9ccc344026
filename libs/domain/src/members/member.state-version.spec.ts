// A member state saved by the projection is used by commands only if the same `evolveMember` folded
// it: its version is the fold's fingerprint, and this spec keeps the recorded one honest.
import { MEMBER_EVENT_TYPES, type MemberEvent } from './member.events.js';
import { evolveMember, initialMemberState, MEMBER_STATE_VERSION, type MemberState } from './member.state.js';
import { memberStateFingerprint } from './member.state-version.js';
import { MEMBER_STATE_FIXTURE } from '../testing/member-state-fixture.js';

/** R43: a saldo migrado made later only marks the payment for a void's lookup (payment-on-record.ts). */
const LEFT_TO_THE_LOOKUP: ReadonlySet<string> = new Set(['PaymentMadeOpeningBalance']);

describe('MEMBER_STATE_VERSION', () => {
  it('is the fingerprint of evolveMember as it is now', () => {
    const fingerprint = memberStateFingerprint(evolveMember, MEMBER_STATE_FIXTURE);
    // When this fails, evolveMember changed: set MEMBER_STATE_VERSION (member.state.ts) to
    // the value received. Saved states of the old fold are then ignored, and the members projection
    // (whose version includes it) folds them again at the next start.
    expect(fingerprint).toBe(MEMBER_STATE_VERSION);
  });

  it('is taken on a fixture holding every member event type', () => {
    const types = new Set(MEMBER_STATE_FIXTURE.flat().map((event) => event.type));
    expect([...types].sort()).toEqual([...MEMBER_EVENT_TYPES].sort());
  });

  it.each(MEMBER_EVENT_TYPES)('changes when the fold of %s changes', (type) => {
    // A fold that forgets one event type, and one that computes a field of it differently.
    const ignoring = (state: MemberState, event: MemberEvent): MemberState =>
      event.type === type ? state : evolveMember(state, event);
    const skewed = (state: MemberState, event: MemberEvent): MemberState => {
      const next = evolveMember(state, event);
      return event.type === type && next.status !== 'none' ? { ...next, debt: next.debt + 1 } : next;
    };
    const actual = memberStateFingerprint(evolveMember, MEMBER_STATE_FIXTURE);
    if (!LEFT_TO_THE_LOOKUP.has(type)) expect(memberStateFingerprint(ignoring, MEMBER_STATE_FIXTURE)).not.toBe(actual);
    expect(memberStateFingerprint(skewed, MEMBER_STATE_FIXTURE)).not.toBe(actual);
  });

  it('leaves the state as it was on each event left to the lookup', () => {
    for (const stream of MEMBER_STATE_FIXTURE) {
      stream.reduce((state, event) => {
        const next = evolveMember(state, event);
        if (LEFT_TO_THE_LOOKUP.has(event.type)) expect(next).toBe(state);
        return next;
      }, initialMemberState);
    }
    expect(MEMBER_STATE_FIXTURE.flat().some((event) => LEFT_TO_THE_LOOKUP.has(event.type))).toBe(true);
  });

  it('does not depend on the order of the keys of a state object', () => {
    const reordered = (state: MemberState, event: MemberEvent): MemberState =>
      Object.fromEntries(Object.entries(evolveMember(state, event)).reverse()) as MemberState;
    expect(memberStateFingerprint(reordered, MEMBER_STATE_FIXTURE)).toBe(
      memberStateFingerprint(evolveMember, MEMBER_STATE_FIXTURE),
    );
  });
});
