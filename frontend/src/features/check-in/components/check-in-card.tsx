// One member as the desk sees it at a glance (R28): green 'Puede ingresar' or, in red, what to do
// first ('Cobrar antes de dejar pasar', 'Renovar…'; issue 41) with the reason, the profile's badge, plan, expiry, debt, ticket days, today's visit
// and a birthday, 'Cobrar' when they owe (issue 30) and 'Registrar ingreso'. Large for the only
// match, compact among several.
import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import {
  deskInstruction,
  formatCedula,
  formatPhone,
  message,
  TICKET_BOOK_DAYS,
  ticketBookStateMessageKey,
  visitClockTime,
  type CheckInMatch,
} from '@gym/domain';
import { DateText } from '../../../components/date-text';
import { MemberPhoto } from '../../../components/member-photo';
import { Money } from '../../../components/money';
import { StatusBadge } from '../../../components/status-badge';
import { usePublicSettingsStore } from '../../../stores/public-settings-store';
import { deskReasons } from '../../../lib/desk-reasons';
import { canRegister } from '../check-in-texts';
import { planName, isVisitsPlanId } from '../../../stores/plan-prices-store';

interface CheckInCardProps {
  readonly match: CheckInMatch;
  readonly large: boolean;
  readonly registering: boolean;
  readonly onRegister: (match: CheckInMatch) => void;
  readonly onCollect: (match: CheckInMatch) => void;
}

/** A card this wide (its content box) lays its facts and buttons side by side. */
const WIDE_CARD = '600px';

function Fact({ label, children, large }: { readonly label: string; readonly children: ReactNode; large: boolean }) {
  return (
    <Stack gap={0} role="group" aria-label={label}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={700} fz={large ? 'xl' : 'md'}>
        {children}
      </Text>
    </Stack>
  );
}

function Facts({ match, large }: { readonly match: CheckInMatch; readonly large: boolean }) {
  const noExpiry = isVisitsPlanId(match.plan) ? message('EXPIRY.TICKET_BOOK_NONE') : undefined;
  return (
    <SimpleGrid
      type="container"
      cols={{ base: 2, [WIDE_CARD]: match.remainingTicketDays === null ? 3 : 4 }}
      spacing="sm"
      verticalSpacing="xs"
    >
      <Fact label={message('FIELD.plan')} large={large}>
        {planName(match.plan)}
      </Fact>
      <Fact label={message('PROFILE.EXPIRES_ON')} large={large}>
        <DateText date={match.expiresOn} fallback={noExpiry} />
      </Fact>
      <Fact label={message('PROFILE.DEBT')} large={large}>
        <Money amount={match.debt} />
      </Fact>
      {match.remainingTicketDays !== null && (
        <Fact label={message('PROFILE.DAYS_AVAILABLE')} large={large}>
          {message('CHECK_IN.TICKET_DAYS', { n: match.remainingTicketDays, total: TICKET_BOOK_DAYS })}
        </Fact>
      )}
    </SimpleGrid>
  );
}

function Badges({ match }: { readonly match: CheckInMatch }) {
  const timeZone = usePublicSettingsStore((state) => state.timeZone);
  return (
    <Group gap="xs">
      <StatusBadge status={match.status} />
      {match.ticketBook && (
        <Badge color="orange" variant="filled" data-testid="ticket-book-badge">
          {message(ticketBookStateMessageKey(match.ticketBook))}
        </Badge>
      )}
      {match.visitedTodayAt && (
        <Badge color="blue" variant="light" data-testid="visited-today">
          {message('CHECK_IN.VISITED_TODAY', { hora: visitClockTime(match.visitedTodayAt, timeZone) })}
        </Badge>
      )}
      {match.birthdayToday && (
        <Badge color="grape" variant="filled" data-testid="birthday-today">
          {message('CHECK_IN.BIRTHDAY_TODAY')}
        </Badge>
      )}
      {match.authorizationPending && (
        <Badge color="indigo" variant="light" data-testid="authorization-pending">
          {message('AUTHORIZATION.PENDING')}
        </Badge>
      )}
    </Group>
  );
}

/** 'Registrar ingreso', and before it 'Cobrar' for a member who owes: side by side, stacked on a phone. */
function Actions({ match, large, registering, onRegister, onCollect }: CheckInCardProps) {
  const size = large ? 'xl' : 'md';
  const register = (
    <Button
      size={size}
      color={match.letIn ? 'teal' : 'red'}
      onClick={() => onRegister(match)}
      disabled={!canRegister(match)}
      loading={registering}
      aria-label={message('CHECK_IN.REGISTER_FOR', { nombre: match.name })}
      data-testid="check-in-register"
      fullWidth={large}
    >
      {message('CHECK_IN.REGISTER')}
    </Button>
  );
  const collect = match.debt > 0 && (
    <Button
      size={size}
      variant="white"
      color="red"
      style={{ border: '2px solid var(--mantine-color-red-9)' }}
      onClick={() => onCollect(match)}
      aria-label={message('CHECK_IN.COLLECT_FOR', { nombre: match.name })}
      data-testid="check-in-collect"
      fullWidth={large}
    >
      {message('CHECK_IN.COLLECT')}
    </Button>
  );
  if (large) {
    return (
      <SimpleGrid type="container" cols={{ base: 1, [WIDE_CARD]: collect ? 2 : 1 }} spacing="sm">
        {collect}
        {register}
      </SimpleGrid>
    );
  }
  return (
    <Group gap="xs">
      {collect}
      {register}
    </Group>
  );
}

export function CheckInCard({ match, large, registering, onRegister, onCollect }: CheckInCardProps) {
  const color = match.letIn ? 'teal' : 'red';
  const contact = [
    match.cedula && message('RECEIPT.CEDULA', { cedula: formatCedula(match.cedula) }),
    formatPhone(match.phone),
  ].filter(Boolean);
  return (
    <Paper
      withBorder
      p={large ? { base: 'md', sm: 'xl' } : 'md'}
      radius="md"
      data-testid="check-in-card"
      data-verdict={match.letIn ? 'let-in' : 'to-desk'}
      aria-label={match.name}
      component="article"
      style={{
        borderColor: `var(--mantine-color-${color}-7)`,
        borderWidth: large ? 4 : 2,
        borderLeftWidth: large ? 12 : 8,
        background: `var(--mantine-color-${color}-0)`,
      }}
    >
      {/* The card's own width, not the window's, decides its columns: a tablet's menu takes 240 px. */}
      <Stack gap={large ? 'md' : 'xs'} style={{ containerType: 'inline-size' }}>
        <div>
          <Text
            fw={900}
            fz={large ? { base: '1.375rem', sm: '1.75rem' } : 'lg'}
            lh={1.2}
            c={`${color}.9`}
            tt="uppercase"
            data-testid="check-in-verdict"
          >
            {message(deskInstruction(match))}
          </Text>
          {deskReasons(match).map((reason) => (
            <Text key={reason} fw={600} fz={large ? 'lg' : 'sm'} c="red.9" data-testid="check-in-reason">
              {reason}
            </Text>
          ))}
        </div>
        {/* R52: the photo beside the name, so the desk sees who is standing there. */}
        <Group gap="md" wrap="nowrap" align="center">
          {match.photo !== null && (
            <MemberPhoto memberId={match.id} photo={match.photo} name={match.name} size={large ? 112 : 56} />
          )}
          <div style={{ minWidth: 0 }}>
            <Title
              order={3}
              fz={large ? { base: '1.75rem', sm: '2.25rem' } : 'xl'}
              lh={1.2}
              style={{ overflowWrap: 'anywhere' }}
            >
              <Anchor component={Link} to={`/users/${encodeURIComponent(match.id)}`} inherit c="dark.9">
                {match.name}
              </Anchor>
            </Title>
            <Text c="gray.7">{contact.join(' · ')}</Text>
          </div>
        </Group>
        <Badges match={match} />
        <Facts match={match} large={large} />
        <Actions match={match} large={large} registering={registering} onRegister={onRegister} onCollect={onCollect} />
      </Stack>
    </Paper>
  );
}
