// What staff change on a profile, as store actions: each sends its command, then refreshes every
// part of the profile it changes (the member, payments, attendance, measures, Historial de cambios).
import { create } from 'zustand';
import type {
  EditMemberProfileRequest,
  FreezeMembershipRequest,
  MarkAttendanceResponse,
  RecordBodyCompositionRequest,
  RecordPaymentRequest,
  RenewMembershipRequest,
  RenewMembershipResponse,
} from '@gym/domain';
import { useMemberTimelineStore } from '../../components/member-timeline-store';
import { markAttendance, resetTicketBook } from './api/attendance-api';
import { recordBodyComposition } from './api/body-compositions-api';
import { editMemberProfile, renewMembership } from './api/member-api';
import { freezeMembership, unfreezeMembership } from './api/freeze-api';
import { useMemberAttendancesStore } from './member-attendances-store';
import { useMemberBodyCompositionsStore } from './member-body-compositions-store';
import { useMemberPaymentsStore } from './member-payments-store';
import { useMemberProfileStore } from './member-profile-store';
import { send } from '../../lib/api-client';

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

interface ProfileWrites {
  recordPayment: (memberId: string, request: RecordPaymentRequest, key: string) => Promise<void>;
  renewMembership: (memberId: string, request: RenewMembershipRequest, key: string) => Promise<RenewMembershipResponse>;
  editProfile: (memberId: string, request: EditMemberProfileRequest, key: string) => Promise<void>;
  markAttendance: (memberId: string, key: string) => Promise<MarkAttendanceResponse>;
  resetTicketBook: (memberId: string, key: string) => Promise<void>;
  recordBodyComposition: (memberId: string, request: RecordBodyCompositionRequest, key: string) => Promise<void>;
  /** R29: a payment was voided (by the shared 'Anular pago'): the money figures are read again. */
  paymentVoided: () => Promise<void>;
  freeze: (memberId: string, request: FreezeMembershipRequest, key: string) => Promise<void>;
  unfreeze: (memberId: string, key: string) => Promise<void>;
}

export const useProfileWritesStore = create<ProfileWrites>()(() => ({
  recordPayment: async (memberId, request, key) => {
    await send('recordPayment', {
      params: { id: memberId },
      body: request,
      idempotencyKey: key,
      fallback: 'PAYMENT.RECORD_FAILED',
    });
    await refresh(['profile', 'payments']);
  },
  renewMembership: async (memberId, request, key) => {
    const answer = await renewMembership(memberId, request, key);
    await refresh(['profile', 'payments', 'attendances']);
    return answer;
  },
  editProfile: async (memberId, request, key) => {
    await editMemberProfile(memberId, request, key);
    await refresh(['profile', 'payments', 'bodyCompositions']);
  },
  markAttendance: async (memberId, key) => {
    const answer = await markAttendance(memberId, key);
    await refresh(['profile', 'attendances']);
    return answer;
  },
  resetTicketBook: async (memberId, key) => {
    await resetTicketBook(memberId, key);
    await refresh(['profile', 'attendances']);
  },
  recordBodyComposition: async (memberId, request, key) => {
    await recordBodyComposition(memberId, request, key);
    await refresh(['bodyCompositions']);
  },
  paymentVoided: () => refresh(['profile', 'payments']),
  freeze: async (memberId, request, key) => {
    await freezeMembership(memberId, request, key);
    await refresh(['profile']);
  },
  unfreeze: async (memberId, key) => {
    await unfreezeMembership(memberId, key);
    await refresh(['profile']);
  },
}));
