// 'Control de Asistencia (Tiquetera)': days left and used, marking today (R7, R19), reset, and the history.
import { useState } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { message, TICKET_BOOK_DAYS, type MemberProfile } from '@gym/domain';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { markAttendance } from '../api/attendance-api';
import { useMemberAttendancesStore } from '../member-attendances-store';
import { useMemberProfileStore } from '../member-profile-store';
import { confirmResetTicketBook } from './confirm-reset-ticket-book';
import { ProfileCard } from './info-card';
import { VisitHistory } from './visit-history';

function Counter({
  label,
  value,
  testId,
}: {
  readonly label: string;
  readonly value: number;
  readonly testId: string;
}) {
  return (
    <Paper withBorder p="sm" ta="center" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="h2" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

function refreshAttendance() {
  void useMemberProfileStore.getState().reload();
  void useMemberAttendancesStore.getState().reload();
}

export function AttendanceCard({ profile }: { readonly profile: MemberProfile }) {
  const [marking, setMarking] = useState(false);
  const exhausted = profile.ticketDaysUsed >= TICKET_BOOK_DAYS;

  const mark = async () => {
    setMarking(true);
    try {
      // A new key each time: a second mark the same day must reach the server and be refused (R7).
      const { remainingDays } = await markAttendance(profile.id, newIdempotencyKey());
      notifySuccess(message('ATTENDANCE.MARKED_REMAINING', { n: remainingDays }));
      refreshAttendance();
    } catch (failure) {
      notifyFailure(failure, 'ATTENDANCE.MARK_FAILED');
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
        />
        <Counter label={message('PROFILE.DAYS_USED')} value={profile.ticketDaysUsed} testId="days-used" />
      </SimpleGrid>
      {exhausted && (
        <Alert color="orange" variant="light" mb="sm" data-testid="ticket-book-exhausted">
          {message('ATTENDANCE.TICKET_BOOK_EXHAUSTED')}
        </Alert>
      )}
      <Group gap="xs" grow preventGrowOverflow={false}>
        <Button onClick={() => void mark()} disabled={exhausted} loading={marking}>
          {message('PROFILE.MARK_ATTENDANCE')}
        </Button>
        <Button variant="light" color="red" onClick={() => confirmResetTicketBook(profile.id, refreshAttendance)}>
          {message('PROFILE.RESET_TICKET_BOOK')}
        </Button>
      </Group>
      <VisitHistory
        memberId={profile.id}
        heading={message('PROFILE.ATTENDANCE_HISTORY')}
        emptyText={message('ATTENDANCE.EMPTY')}
      />
    </ProfileCard>
  );
}
