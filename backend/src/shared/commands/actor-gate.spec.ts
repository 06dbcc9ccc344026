// Issue 28: the gate that makes a change to an account's rights hold before its answer. Commands of
// the account decide and append together; a change appends alone; a change answers only once the
// account's requests checked before it have been answered.
import { ActorGate } from './actor-gate.js';

/** A promise with its resolve, to hold a piece of work open. */
function held() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ActorGate: the lock of one account', () => {
  it('commands of the account decide together; a change waits for them and then appends alone', async () => {
    const gate = new ActorGate();
    const order: string[] = [];
    const first = held();
    const second = held();
    const one = gate.shared('ana', async () => (order.push('one in'), await first.done, order.push('one out')));
    const two = gate.shared('ana', async () => (order.push('two in'), await second.done, order.push('two out')));
    const change = gate.exclusive('ana', async () => order.push('change'));
    await tick();
    expect(order).toEqual(['one in', 'two in']);
    first.release();
    await one;
    expect(order).not.toContain('change');
    second.release();
    await Promise.all([two, change]);
    expect(order).toEqual(['one in', 'two in', 'one out', 'two out', 'change']);
  });

  it('a command that comes while a change waits is decided after it, as the account stands then', async () => {
    const gate = new ActorGate();
    const order: string[] = [];
    const earlier = held();
    const running = gate.shared('ana', () => earlier.done);
    const change = gate.exclusive('ana', async () => order.push('change'));
    await tick();
    const later = gate.shared('ana', async () => order.push('later command'));
    await tick();
    expect(order).toEqual([]);
    earlier.release();
    await Promise.all([running, change, later]);
    expect(order).toEqual(['change', 'later command']);
  });

  it('another account is not held up', async () => {
    const gate = new ActorGate();
    const open = held();
    const ana = gate.shared('ana', () => open.done);
    await expect(gate.exclusive('luis', async () => 'changed')).resolves.toEqual({ result: 'changed', epoch: 1 });
    open.release();
    await ana;
  });

  it('each change moves the epoch on, after its work; a change that fails does not', async () => {
    const gate = new ActorGate();
    expect((await gate.exclusive('ana', async () => undefined)).epoch).toBe(1);
    await expect(gate.exclusive('ana', () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    expect(gate.epoch).toBe(1);
    expect(await gate.shared('ana', async () => 'still open')).toBe('still open');
  });
});

describe('ActorGate: draining the requests checked before a change', () => {
  it('waits for a request checked before the change, until it has been answered', async () => {
    const gate = new ActorGate();
    const request = gate.enter('ana');
    request.checked(gate.epoch);
    const { epoch } = await gate.exclusive('ana', async () => undefined);
    let drained = false;
    const draining = gate.drain('ana', epoch).then((result) => (drained = result));
    await tick();
    expect(drained).toBe(false);
    request.leave();
    await draining;
    expect(drained).toBe(true);
  });

  it('does not wait for a request checked after the change, for the request making it, or for another account', async () => {
    const gate = new ActorGate();
    const own = gate.enter('ana');
    own.checked(gate.epoch);
    const other = gate.enter('luis');
    other.checked(gate.epoch);
    const { epoch } = await gate.exclusive('ana', async () => undefined);
    const later = gate.enter('ana');
    later.checked(gate.epoch);
    await expect(gate.drain('ana', epoch, own)).resolves.toBe(true);
  });

  it('a request checked again after the change (a command it sends, refused or not) is no longer waited for', async () => {
    const gate = new ActorGate();
    const request = gate.enter('ana');
    request.checked(gate.epoch);
    const { epoch } = await gate.exclusive('ana', async () => undefined);
    const draining = gate.drain('ana', epoch);
    request.checked(gate.epoch);
    await expect(draining).resolves.toBe(true);
  });

  it('a request not checked yet is waited for (it may read the account from before the change)', async () => {
    const gate = new ActorGate();
    const request = gate.enter('ana');
    const { epoch } = await gate.exclusive('ana', async () => undefined);
    await expect(gate.drain('ana', epoch, undefined, 20)).resolves.toBe(false);
    request.leave();
    await expect(gate.drain('ana', epoch, undefined, 20)).resolves.toBe(true);
    expect(gate.inFlight('ana')).toBe(0);
  });
});
