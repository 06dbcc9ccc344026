// What staff change on a profile, as store actions: each sends its command, then refreshes every
// part of the profile it changes (the member, payments, attendance, measures, Historial de cambios).
import { create } from 'zustand';
import type {
  EditMemberProfileRequest,
  FreezeMembershipRequest,
  MarkAttendanceResponse,
  RecordAuthorizationRequest,
  RecordBodyCompositionRequest,
  RecordPaymentRequest,
  RenewMembershipRequest,
  RenewMembershipResponse,
  SuppressMemberRequest,
} from '@gym/domain';
import { useMemberTimelineStore } from '../../components/member-timeline-store';
import { send } from '../../lib/api-client';
import { useMemberAttendancesStore } from './member-attendances-store';
import { useMemberBodyCompositionsStore } from './member-body-compositions-store';
import { useMemberPaymentsStore } from './member-payments-store';
import { useMemberProfileStore } from './member-profile-store';

type Part = 'profile' | 'payments' | 'attendances' | 'bodyCompositions';

const reloaders: Readonly<Record<Part, () => Promise<void>>> = {
  profile: () => useMemberProfileStore.getState().reload(),
  payments: () => useMemberPaymentsStore.getState().reload(),
  attendances: () => useMemberAttendancesStore.getState().reload(),
  bodyCompositions: () => useMemberBodyCompositionsStore.getState().reload(),
};

/** Every change is an event of the member: Historial de cambios (R16) is read again each time. */
async function refresh(parts: readonly Part[]): Promise<void> {
  await Promise.all([...parts.map((part) => reloaders[part]()), useMemberTimelineStore.getState().reload()]);
}

/** Where a command on the member goes, and its key. */
const onMember = (memberId: string, idempotencyKey: string) => ({ params: { id: memberId }, idempotencyKey });

interface ProfileWrites {
  recordPayment: (memberId: string, request: RecordPaymentRequest, key: string) => Promise<void>;
  renewMembership: (memberId: string, request: RenewMembershipRequest, key: string) => Promise<RenewMembershipResponse>;
  editProfile: (memberId: string, request: EditMemberProfileRequest, key: string) => Promise<void>;
  markAttendance: (memberId: string, key: string) => Promise<MarkAttendanceResponse>;
  resetTicketBook: (memberId: string, reason: string, key: string) => Promise<void>;
  recordBodyComposition: (memberId: string, request: RecordBodyCompositionRequest, key: string) => Promise<void>;
  /** R29: a payment was voided (by the shared 'Anular pago'): the money figures are read again. */
  paymentVoided: () => Promise<void>;
  freeze: (memberId: string, request: FreezeMembershipRequest, key: string) => Promise<void>;
  unfreeze: (memberId: string, key: string) => Promise<void>;
  /** R47: the member's data authorisation. */
  recordAuthorization: (memberId: string, request: RecordAuthorizationRequest, key: string) => Promise<void>;
  /** R48 (b): the sensitive-data authorisation revoked: the health data goes at once. */
  revokeSensitiveAuthorization: (memberId: string, reason: string, key: string) => Promise<void>;
  /** R48 (c): the supresión; the profile then reads 'Titular suprimido'. */
  suppressMember: (memberId: string, request: SuppressMemberRequest, key: string) => Promise<void>;
}

export const useProfileWritesStore = create<ProfileWrites>()(() => ({
  recordPayment: async (memberId, request, key) => {
    await send('recordPayment', { ...onMember(memberId, key), body: request, fallback: 'PAYMENT.RECORD_FAILED' });
    await refresh(['profile', 'payments']);
  },
  renewMembership: async (memberId, request, key) => {
    const answer = await send('renewMembership', {
      ...onMember(memberId, key),
      body: request,
      fallback: 'MEMBERSHIP.RENEW_FAILED',
    });
    await refresh(['profile', 'payments', 'attendances']);
    return answer;
  },
  editProfile: async (memberId, request, key) => {
    await send('editMemberProfile', { ...onMember(memberId, key), body: request, fallback: 'MEMBER.UPDATE_FAILED' });
    await refresh(['profile', 'payments', 'bodyCompositions']);
  },
  markAttendance: async (memberId, key) => {
    const answer = await send('markAttendance', {
      ...onMember(memberId, key),
      body: {},
      fallback: 'ATTENDANCE.MARK_FAILED',
    });
    await refresh(['profile', 'attendances']);
    return answer;
  },
  resetTicketBook: async (memberId, reason, key) => {
    await send('resetTicketBook', { ...onMember(memberId, key), body: { reason }, fallback: 'MEMBER.UPDATE_FAILED' });
    await refresh(['profile', 'attendances']);
  },
  recordBodyComposition: async (memberId, request, key) => {
    await send('recordBodyComposition', {
      ...onMember(memberId, key),
      body: request,
      fallback: 'BODY_COMPOSITION.SAVE_FAILED',
    });
    await refresh(['bodyCompositions']);
  },
  paymentVoided: () => refresh(['profile', 'payments']),
  freeze: async (memberId, request, key) => {
    await send('freezeMembership', { ...onMember(memberId, key), body: request, fallback: 'PROFILE.FREEZE_FAILED' });
    await refresh(['profile']);
  },
  unfreeze: async (memberId, key) => {
    await send('unfreezeMembership', { ...onMember(memberId, key), body: {}, fallback: 'PROFILE.UNFREEZE_FAILED' });
    await refresh(['profile']);
  },
  recordAuthorization: async (memberId, request, key) => {
    await send('recordMemberAuthorization', {
      ...onMember(memberId, key),
      body: request,
      fallback: 'AUTHORIZATION.SAVE_FAILED',
    });
    await refresh(['profile']);
  },
  revokeSensitiveAuthorization: async (memberId, reason, key) => {
    await send('revokeSensitiveAuthorization', {
      ...onMember(memberId, key),
      body: { reason },
      fallback: 'PRIVACY.REVOKE_FAILED',
    });
    await refresh(['profile', 'bodyCompositions']);
  },
  suppressMember: async (memberId, request, key) => {
    await send('suppressMember', { ...onMember(memberId, key), body: request, fallback: 'PRIVACY.SUPPRESS_FAILED' });
    await refresh(['profile', 'payments']);
  },
}));
