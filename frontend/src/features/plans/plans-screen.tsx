// 'Planes' (R38, Administrador, under Configuración): the gym's plans with their terms and today's
// price; create one (por tiempo: N días o N meses; por visitas: N visitas válidas D días), rename it,
// archive it (members keep it; a plan is never deleted) and give it a dated price (R24).
import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useForm } from '@mantine/form';
import { formatDate, formatMoney, message, type PlanDefinition } from '@gym/domain';
import { DateInput } from '../../components/form-inputs';
import { MoneyInput } from '../../components/money-input';
import { PageHeader } from '../../components/page-header';
import { useGymToday } from '../../hooks/use-gym-today';
import { useNarrowerThan } from '../../hooks/use-narrower-than';
import { useIdempotencyKey } from '../../hooks/use-idempotency-key';
import { moneyText, moneyValue } from '../../lib/money-text';
import { notifyFailure, notifyFormFailure, notifySuccess } from '../../lib/notify';
import { priceOf, usePlanCatalogue, usePlanPrices, usePlanPricesStore } from '../../stores/plan-prices-store';
import { usePlansWrites } from './plans-store';
import { termsText } from './plan-terms-text';
import { CreatePlanForm } from './components/create-plan-form';
import { PlanDialog } from './components/plan-dialog';

/** Below this width the table would scroll sideways: the plans stack as cards (a phone at 375 px). */
const PLANS_TABLE_MIN_WIDTH = 560;

export function PlansScreen() {
  const catalogue = usePlanCatalogue();
  // On a phone the plans are cards, as the member list's are; the table from a tablet up.
  const { ref, narrow } = useNarrowerThan(PLANS_TABLE_MIN_WIDTH);
  return (
    <>
      <PageHeader title={message('PLANS.TITLE')} description={message('PLANS.INTRO')} />
      <CreatePlanForm />
      <Paper ref={ref} withBorder p={{ base: 'xs', sm: 'md' }} component="section" aria-label={message('PLANS.TITLE')}>
        {narrow ? (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="plans-cards">
            {catalogue.map((plan) => (
              <Paper key={plan.id} withBorder p="sm" component="li" data-testid={`plan-row-${plan.name}`}>
                <Stack gap={4}>
                  <PlanName plan={plan} />
                  <Text size="sm">
                    <PlanTerms plan={plan} />
                  </Text>
                  <PlanPrice plan={plan} />
                  <PlanActions plan={plan} />
                </Stack>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Table data-testid="plans-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{message('PLANS.NAME')}</Table.Th>
                <Table.Th>{message('PLANS.KIND')}</Table.Th>
                <Table.Th>{message('PLANS.PRICE')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {catalogue.map((plan) => (
                <Table.Tr key={plan.id} data-testid={`plan-row-${plan.name}`}>
                  <Table.Td>
                    <PlanName plan={plan} />
                  </Table.Td>
                  <Table.Td>
                    <PlanTerms plan={plan} />
                  </Table.Td>
                  <Table.Td>
                    <PlanPrice plan={plan} />
                  </Table.Td>
                  <Table.Td>
                    <PlanActions plan={plan} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </>
  );
}

function PlanName({ plan }: { readonly plan: PlanDefinition }) {
  return (
    <Group gap="xs">
      <Text fw={600}>{plan.name}</Text>
      {plan.archived && <Badge color="gray">{message('PLANS.ARCHIVED_BADGE')}</Badge>}
    </Group>
  );
}

function PlanTerms({ plan }: { readonly plan: PlanDefinition }) {
  return (
    <>
      {message(`PLANS.KIND.${plan.terms.kind}`)}: {termsText(plan.terms)}
    </>
  );
}

/** Today's price, then the prices scheduled for later days. */
function PlanPrice({ plan }: { readonly plan: PlanDefinition }) {
  const prices = usePlanPrices();
  const plans = usePlanPricesStore((state) => state.plans);
  return (
    <div>
      <Text>{formatMoney(priceOf(prices, plan.id))}</Text>
      {(plans?.find((entry) => entry.plan === plan.id)?.scheduled ?? []).map((change) => (
        <Text key={change.effectiveFrom} size="xs" c="dimmed">
          {message('PLANS.SCHEDULED', {
            fecha: formatDate(change.effectiveFrom),
            precio: formatMoney(change.price),
          })}
        </Text>
      ))}
    </div>
  );
}

function PlanActions({ plan }: { readonly plan: PlanDefinition }) {
  const [dialog, setDialog] = useState<'rename' | 'price' | null>(null);
  const idempotency = useIdempotencyKey();
  const archive = () =>
    modals.openConfirmModal({
      title: message('PLANS.ARCHIVE'),
      children: <Text size="sm">{message('PLANS.ARCHIVE_TEXT', { plan: plan.name })}</Text>,
      labels: { confirm: message('PLANS.ARCHIVE'), cancel: message('COMMON.CANCEL') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-archive' },
      onConfirm: () => {
        const key = idempotency.keyFor({ archive: plan.id });
        usePlansWrites
          .getState()
          .archivePlan(plan.id, key)
          .then(() => {
            idempotency.done();
            notifySuccess(message('PLANS.ARCHIVED'));
          })
          .catch((error: unknown) => notifyFailure(error, 'PLANS.SAVE_FAILED'));
      },
    });
  return (
    <Group gap="xs" justify="flex-end" wrap="wrap">
      <Button size="xs" variant="light" onClick={() => setDialog('rename')}>
        {message('PLANS.RENAME')}
      </Button>
      {!plan.archived && (
        <>
          <Button size="xs" variant="light" onClick={() => setDialog('price')}>
            {message('PLANS.SCHEDULE_PRICE')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={archive} data-testid={`archive-${plan.name}`}>
            {message('PLANS.ARCHIVE')}
          </Button>
        </>
      )}
      {dialog === 'rename' && <RenameDialog plan={plan} onClose={() => setDialog(null)} />}
      {dialog === 'price' && <PriceDialog plan={plan} onClose={() => setDialog(null)} />}
    </Group>
  );
}

function RenameDialog({ plan, onClose }: { readonly plan: PlanDefinition; readonly onClose: () => void }) {
  const form = useForm({ mode: 'controlled', initialValues: { name: plan.name } });
  const idempotency = useIdempotencyKey();
  const submit = form.onSubmit(async ({ name }) => {
    try {
      await usePlansWrites.getState().renamePlan(plan.id, name, idempotency.keyFor({ name }));
      idempotency.done();
      notifySuccess(message('PLANS.RENAMED'));
      onClose();
    } catch (error) {
      notifyFormFailure(form, error, 'PLANS.SAVE_FAILED');
    }
  });
  return (
    <PlanDialog title={message('PLANS.RENAME')} onClose={onClose} onSubmit={submit} saving={form.submitting}>
      <TextInput {...form.getInputProps('name')} label={message('PLANS.NAME')} data-autofocus />
    </PlanDialog>
  );
}

function PriceDialog({ plan, onClose }: { readonly plan: PlanDefinition; readonly onClose: () => void }) {
  const today = useGymToday();
  const prices = usePlanPrices();
  const form = useForm({
    mode: 'controlled',
    initialValues: { price: moneyText(priceOf(prices, plan.id)), from: today },
  });
  const idempotency = useIdempotencyKey();
  const submit = form.onSubmit(async (values) => {
    const price = moneyValue(values.price) ?? 0;
    try {
      await usePlansWrites
        .getState()
        .schedulePrice(plan.id, price, values.from, idempotency.keyFor({ price, from: values.from }));
      idempotency.done();
      notifySuccess(message('PLANS.PRICE_SCHEDULED'));
      onClose();
    } catch (error) {
      notifyFormFailure(form, error, 'PLANS.SAVE_FAILED');
    }
  });
  return (
    <PlanDialog
      title={`${message('PLANS.SCHEDULE_PRICE')}: ${plan.name}`}
      onClose={onClose}
      onSubmit={submit}
      saving={form.submitting}
    >
      <MoneyInput {...form.getInputProps('price')} label={message('PLANS.PRICE')} data-autofocus />
      <DateInput {...form.getInputProps('from')} label={message('PLANS.PRICE_FROM')} minDate={today} />
    </PlanDialog>
  );
}
