// 'Control de Asistencia (Tiquetera)': days left and used, marking today (R7, R19), reset, and the history.
// A member who owes is marked only after the question Ingreso asks (issue 30); once marked, the focus
// goes to the days left, which show the result.
import { useRef, useState, type Ref } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { formatDate, message, ticketBookState, type MemberProfile } from '@gym/domain';
import { ConfirmEntryDialog } from '../../../components/confirm-entry-dialog';
import { deskReasons } from '../../../lib/desk-reasons';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { focusElement } from '../../../lib/move-focus';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useMay } from '../../../stores/session-store';
import { useWithPlanTerms } from '../../../stores/plan-prices-store';
import { useProfileWritesStore } from '../profile-writes-store';
import { ResetTicketBookButton } from './reset-ticket-book-button';
import { ProfileCard } from './info-card';
import { VisitHistory } from './visit-history';

function Counter({
  label,
  value,
  testId,
  ref,
}: {
  readonly label: string;
  readonly value: number;
  readonly testId: string;
  readonly ref?: Ref<HTMLDivElement>;
}) {
  return (
    <Paper withBorder p="sm" ta="center" role="group" aria-label={label} ref={ref}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="h2" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** Why today's attendance cannot be marked (R7, R27), or null when it can. */
function markRefusal(profile: MemberProfile, today: string): string | null {
  const state = ticketBookState(profile, today);
  if (state === 'exhausted') return message('ATTENDANCE.TICKET_BOOK_EXHAUSTED');
  if (profile.lastAttendanceOn === today) return message('PROFILE.ATTENDANCE_DONE_TODAY');
  if (state === 'expired' && profile.expiresOn !== null) {
    return message('ATTENDANCE.TICKET_BOOK_EXPIRED', { fecha: formatDate(profile.expiresOn) });
  }
  return null;
}

export function AttendanceCard({ profile }: { readonly profile: MemberProfile }) {
  const [marking, setMarking] = useState(false);
  const [asking, setAsking] = useState(false);
  // R38: the profile answer carries no plan terms; a gym plan's come from the catalogue.
  const refusal = markRefusal(useWithPlanTerms(profile), useGymToday());
  // Its used-up or expired book is a refusal above; what is left to ask about is a debt (R28).
  const reasons = deskReasons({ ...profile, ticketBook: null });
  const daysLeft = useRef<HTMLDivElement>(null);
  const markButton = useRef<HTMLButtonElement>(null);
  // R33: a reset gives the days back, so only an Administrador has the button.
  const resets = useMay('members.resetTicketBook');

  const mark = async () => {
    setAsking(false);
    setMarking(true);
    try {
      // A new key each time: a second mark the same day must reach the server and be refused (R7).
      const { remainingDays } = await useProfileWritesStore.getState().markAttendance(profile.id, newIdempotencyKey());
      notifySuccess(message('ATTENDANCE.MARKED_REMAINING', { n: remainingDays }));
      focusElement(daysLeft.current);
    } catch (failure) {
      notifyFailure(failure, 'ATTENDANCE.MARK_FAILED');
      focusElement(markButton.current);
    } finally {
      setMarking(false);
    }
  };

  return (
    <ProfileCard title={message('PROFILE.ATTENDANCE')} testId="card-attendance">
      <SimpleGrid cols={2} spacing="sm" mb="sm">
        <Counter
          label={message('PROFILE.DAYS_AVAILABLE')}
          value={profile.remainingTicketDays}
          testId="days-available"
          ref={daysLeft}
        />
        <Counter label={message('PROFILE.DAYS_USED')} value={profile.ticketDaysUsed} testId="days-used" />
      </SimpleGrid>
      {refusal !== null && (
        <Alert color="orange" variant="light" mb="sm" data-testid="attendance-refusal" id="attendance-refusal">
          {refusal}
        </Alert>
      )}
      <Group gap="xs" grow preventGrowOverflow={false}>
        <Button
          ref={markButton}
          onClick={() => (reasons.length > 0 ? setAsking(true) : void mark())}
          disabled={refusal !== null}
          loading={marking}
          aria-describedby={refusal === null ? undefined : 'attendance-refusal'}
        >
          {message('PROFILE.MARK_ATTENDANCE')}
        </Button>
        {resets && <ResetTicketBookButton memberId={profile.id} />}
      </Group>
      <ConfirmEntryDialog
        opened={asking}
        name={profile.name}
        reasons={reasons}
        onConfirm={() => void mark()}
        onCancel={() => {
          setAsking(false);
          focusElement(markButton.current);
        }}
      />
      <VisitHistory
        memberId={profile.id}
        heading={message('PROFILE.ATTENDANCE_HISTORY')}
        emptyText={message('ATTENDANCE.EMPTY')}
      />
    </ProfileCard>
  );
}
