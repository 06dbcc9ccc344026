// R51: the card's page, '/m/{token}', opened from the QR on the member's own phone without signing in:
// the gym, the first name, the plan, the expiry or visits left, the debt and the last five payments,
// nothing else; never indexed (a noindex meta beside the server's X-Robots-Tag). A wrong, old or
// deleted member's token reads only 'Este carnet no es válido.'. Readable from 320 px wide.
import { useEffect, useState } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatMoney, message, type CardPage } from '@gym/domain';
import { LoadingScreen } from '../../components/loading-screen';
import { ApiError, send } from '../../lib/api-client';

type Shown =
  | { readonly kind: 'loading' }
  | { readonly kind: 'shown'; readonly card: CardPage }
  | { readonly kind: 'refused'; readonly text: string };

function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

export function MemberCardPage({ token }: { readonly token: string }) {
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  useNoIndex();
  useEffect(() => {
    let live = true;
    send('getCardPage', { params: { token }, fallback: 'SERVER.ERROR' })
      .then((card) => {
        if (!live) return;
        document.title = message('MEMBER_CARD.PAGE_TITLE', { gimnasio: card.gym });
        setShown({ kind: 'shown', card });
      })
      .catch((failure: unknown) => {
        if (!live) return;
        const text = failure instanceof ApiError ? failure.message : message('SERVER.ERROR');
        setShown({ kind: 'refused', text });
      });
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <Container size={480} px="sm" py="lg" data-testid="member-card-page">
      {shown.kind === 'loading' && <LoadingScreen />}
      {shown.kind === 'refused' && (
        <Text size="lg" ta="center" mt="xl" data-testid="card-refused">
          {shown.text}
        </Text>
      )}
      {shown.kind === 'shown' && <CardFigures card={shown.card} />}
    </Container>
  );
}

function CardFigures({ card }: { readonly card: CardPage }) {
  const validity =
    card.visitsLeft !== null
      ? message('MEMBER_CARD.VISITS_LEFT', { n: card.visitsLeft })
      : card.expiresOn === null
        ? message('MEMBER_CARD.NO_EXPIRY')
        : message('MEMBER_CARD.EXPIRES', { fecha: formatDate(card.expiresOn) });
  return (
    <Stack gap="sm">
      <Title order={1} size="h3" data-testid="card-gym">
        {card.gym}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap={6}>
          <Text size="xl" fw={700} data-testid="card-name">
            {message('MEMBER_CARD.HELLO', { nombre: card.firstName })}
          </Text>
          <Text data-testid="card-plan">
            {message('MEMBER_CARD.PLAN')}: {card.plan}
          </Text>
          <Text fw={600} data-testid="card-validity">
            {validity}
          </Text>
          <Text fw={600} c={card.debt > 0 ? 'red.8' : 'green.9'} data-testid="card-debt">
            {card.debt > 0
              ? message('MEMBER_CARD.DEBT', { monto: formatMoney(card.debt) })
              : message('MEMBER_CARD.NO_DEBT')}
          </Text>
        </Stack>
      </Paper>
      <Title order={2} size="h5">
        {message('MEMBER_CARD.PAYMENTS')}
      </Title>
      {card.payments.length === 0 && <Text c="dimmed">{message('MEMBER_CARD.NO_PAYMENTS')}</Text>}
      <Stack gap={4} data-testid="card-payments">
        {card.payments.map((payment, index) => (
          <Text
            key={`${payment.paidOn}-${String(index)}`}
            data-testid="card-payment"
            td={payment.voided ? 'line-through' : undefined}
          >
            {formatDate(payment.paidOn)} · {formatMoney(payment.amount)}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
