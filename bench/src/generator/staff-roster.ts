// The gym's staff over five years: who is hired, who leaves, and whose account signs the events.
// The bench signs in as the administrator, whose password it knows.
import { scryptSync } from 'node:crypto';
import {
  decideStaff,
  evolveStaff,
  initialStaffState,
  isRejection,
  staffRoster,
  staffStreamId,
  type StaffCommand,
  type StaffState,
} from '@gym/domain';
import { GENERATOR_ACTOR, GYM_TIME_ZONE } from './member-actor.js';
import type { SeededRandom } from './seeded-random.js';

export const BENCH_ADMIN = { email: 'admin@gimnasio-bench.co', password: 'bench-admin-2026' } as const;

/** The app's stored form (backend/src/staff/password-hasher.ts): `scrypt$N$r$p$salt$key`, base64url. */
const SCRYPT = { N: 2 ** 16, r: 8, p: 1 } as const;

export function passwordHash(password: string, random: SeededRandom): string {
  const salt = Buffer.from(Array.from({ length: 16 }, () => random.int(0, 255)));
  const key = scryptSync(password.normalize('NFC'), salt, 32, { ...SCRYPT, maxmem: 256 * SCRYPT.N * SCRYPT.r });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface StaffPlan {
  readonly email: string;
  readonly displayName: string;
  readonly password: string;
  /** Fractions of the history (0 = first day) when the account is created and, maybe, disabled. */
  readonly hiredAt: number;
  readonly leftAt?: number;
  readonly passwordChangedAt?: number;
}

const ROSTER: readonly StaffPlan[] = [
  { email: BENCH_ADMIN.email, displayName: 'Administración', password: BENCH_ADMIN.password, hiredAt: 0 },
  {
    email: 'recepcion.manana@gimnasio-bench.co',
    displayName: 'Recepción mañana',
    password: 'recepcion-1',
    hiredAt: 0,
    leftAt: 0.45,
  },
  {
    email: 'recepcion.tarde@gimnasio-bench.co',
    displayName: 'Recepción tarde',
    password: 'recepcion-2',
    hiredAt: 0.1,
    passwordChangedAt: 0.6,
  },
  {
    email: 'yesica.recepcion@gimnasio-bench.co',
    displayName: 'Yésica Recepción',
    password: 'recepcion-3',
    hiredAt: 0.45,
  },
  { email: 'entrenador@gimnasio-bench.co', displayName: 'Entrenador Jhon', password: 'entrenador-1', hiredAt: 0.7 },
];

export interface StaffAction {
  readonly dayIndex: number;
  readonly streamId: string;
  readonly command: StaffCommand;
}

export interface StaffMember {
  readonly staffId: string;
  readonly fromDay: number;
  readonly untilDay: number;
}

/** The staff commands in day order, and who is on duty when. */
export function planStaff(random: SeededRandom, dayCount: number): { actions: StaffAction[]; staff: StaffMember[] } {
  const actions: StaffAction[] = [];
  const staff: StaffMember[] = [];
  const dayOf = (fraction: number): number => Math.min(dayCount - 1, Math.floor(fraction * dayCount));
  for (const plan of ROSTER) {
    const staffId = random.uuid();
    const streamId = staffStreamId(staffId);
    const { email, displayName } = plan;
    const hash = passwordHash(plan.password, random);
    actions.push({
      dayIndex: dayOf(plan.hiredAt),
      streamId,
      command: {
        type: 'CreateStaffAccount',
        data: { staffId, email, displayName, passwordHash: hash, role: actions.length === 0 ? 'admin' : 'reception' },
      },
    });
    if (plan.passwordChangedAt !== undefined) {
      const changed = passwordHash(`${plan.password}-nueva`, random);
      actions.push({
        dayIndex: dayOf(plan.passwordChangedAt),
        streamId,
        command: { type: 'ChangeStaffPassword', data: { staffId, passwordHash: changed } },
      });
    }
    if (plan.leftAt !== undefined) {
      actions.push({
        dayIndex: dayOf(plan.leftAt),
        streamId,
        command: { type: 'DisableStaffAccount', data: { staffId } },
      });
    }
    staff.push({
      staffId,
      fromDay: dayOf(plan.hiredAt),
      untilDay: plan.leftAt === undefined ? dayCount : dayOf(plan.leftAt),
    });
  }
  return { actions: actions.sort((a, b) => a.dayIndex - b.dayIndex), staff };
}

/** Decides staff commands against their folded state; the events the app itself would write. */
export class StaffLedger {
  private readonly states = new Map<string, StaffState>();

  /** The accounts in creation order, as the app reads them for the roster rules (R25). */
  private readonly created: string[] = [];

  decide(action: StaffAction, now: string): readonly { type: string; data: object }[] {
    const state = this.states.get(action.streamId) ?? initialStaffState;
    const staff = staffRoster(this.created.map((streamId) => accountOf(this.states.get(streamId))));
    const decision = decideStaff(action.command, state, {
      now,
      timeZone: GYM_TIME_ZONE,
      staff,
      actor: GENERATOR_ACTOR,
    });
    if (isRejection(decision)) throw new Error(`Staff command refused: ${decision.code}`);
    if (state.status === 'none') this.created.push(action.streamId);
    this.states.set(action.streamId, decision.reduce(evolveStaff, state));
    return decision;
  }
}

/** The staff on duty that day (the administrator always is). */
export function onDuty(staff: readonly StaffMember[], dayIndex: number): string[] {
  return staff
    .filter((member) => member.fromDay <= dayIndex && dayIndex < member.untilDay)
    .map((member) => member.staffId);
}

function accountOf(state: StaffState | undefined): Parameters<typeof staffRoster>[0][number] {
  if (state === undefined || state.status === 'none') throw new Error('A created account has no state');
  return state;
}
