// R20 + R30: 'Renovar Membresía' offers the plan (the current one first), shows the period the
// renewal pays for ('Del 29/11/2026 al 28/12/2026') and pre-fills the chosen plan's price in force on
// its first day (R24); a Tiquetera with days left says how many will be lost. Empty or cancelled does
// nothing; an amount that would leave credit is asked about first (issue 16).
import { TurnoNotice } from '../../../components/turno-notice';
import { useState } from 'react';
import { Alert, Button, Modal, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  creditAfterPayment,
  DEFAULT_PAYMENT_METHOD,
  formatDate,
  formatMoney,
  findPlan,
  isVisitsPlan,
  message,
  priceOnFromSchedule,
  renewalPeriod,
  renewMembershipRequest,
  type MemberProfile,
  type PaymentMethod,
  type PlanCatalogue,
  type PlanId,
  type PlanTerms,
} from '@gym/domain';
import { confirmCredit } from '../../../components/confirm-credit';
import { MoneyInput } from '../../../components/money-input';
import {
  DiscountFields,
  discountBody,
  NO_DISCOUNT,
  totalAfterDiscount,
  useDiscountLimit,
  type DiscountValues,
} from '../../../components/discount-fields';
import { PaymentMethodFields } from '../../../components/payment-method-fields';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { checkRequest } from '../../../lib/check-request';
import { moneyText, moneyValue } from '../../../lib/money-text';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import {
  planName,
  priceOf as priceToday,
  usePlanCatalogue,
  usePlanPrices,
  usePlanPricesStore,
} from '../../../stores/plan-prices-store';
import { useProfileWritesStore } from '../profile-writes-store';
import { DialogActions } from '../../../components/dialog-actions';

interface RenewalValues {
  readonly plan: PlanId;
  readonly amount: string;
  readonly method: PaymentMethod;
  readonly reference: string;
  /** R39: 'Aplicar descuento', off by default. */
  readonly discount: DiscountValues;
}

/** R24 + R30: the price of `plan` on `date`, from today's prices and those scheduled after today. */
function usePriceOn(): (plan: PlanId, date: string) => number {
  const prices = usePlanPrices();
  const plans = usePlanPricesStore((state) => state.plans);
  return (plan, date) => {
    const scheduled = plans?.find((entry) => entry.plan === plan)?.scheduled ?? [];
    return priceOnFromSchedule(priceToday(prices, plan), scheduled, date);
  };
}

/** R38: a plan's terms from the catalogue (every plan is there, archived ones too). */
function termsIn(catalogue: PlanCatalogue, plan: PlanId): PlanTerms {
  return findPlan(catalogue, plan)?.terms ?? { kind: 'time', months: 1 };
}

/** R38: the member with its plan's terms, as renewalPeriod reads it. */
function withTerms(profile: MemberProfile, catalogue: PlanCatalogue) {
  return { ...profile, planTerms: termsIn(catalogue, profile.plan) };
}

export function RenewMembershipButton({ profile }: { readonly profile: MemberProfile }) {
  const today = useGymToday();
  const priceOn = usePriceOn();
  const [opened, setOpened] = useState(false);
  const catalogue = usePlanCatalogue();
  // R38: an archived plan takes no renewal: the current plan when it is on sale, else the first that is.
  const onSale = catalogue.filter((entry) => !entry.archived);
  const defaultPlan = onSale.some((entry) => entry.id === profile.plan)
    ? profile.plan
    : (onSale[0]?.id ?? profile.plan);
  const priceOf = (plan: PlanId) =>
    priceOn(plan, renewalPeriod(withTerms(profile, catalogue), termsIn(catalogue, plan), today).startsOn);
  const initialValues = (): RenewalValues => ({
    plan: defaultPlan,
    amount: moneyText(priceOf(defaultPlan)),
    method: DEFAULT_PAYMENT_METHOD,
    reference: '',
    discount: NO_DISCOUNT,
  });
  const form = useForm<RenewalValues>({ mode: 'controlled', initialValues: initialValues() });
  const idempotency = useIdempotencyKey();
  const plan = form.values.plan;
  const price = priceOf(plan);
  const limit = useDiscountLimit(form.values.discount);

  const open = () => {
    form.setValues(initialValues());
    form.clearErrors();
    setOpened(true);
  };

  const choosePlan = (chosen: string) => {
    if (!onSale.some((entry) => entry.id === chosen)) return;
    // The amount follows the plan chosen: its price on the new period's first day.
    form.setValues({
      plan: chosen,
      amount: moneyText(totalAfterDiscount(priceOf(chosen), form.values.discount, limit)),
    });
  };

  // R39: the amount follows the total to pay once a discount is typed.
  const changeDiscount = (discount: DiscountValues) => {
    form.setValues({ discount, amount: moneyText(totalAfterDiscount(price, discount, limit)) });
  };

  const renew = form.onSubmit(async (values) => {
    const amount = moneyValue(values.amount);
    // R20: an empty amount ends the renewal without a word.
    if (amount === null) {
      setOpened(false);
      return;
    }
    const reference = values.method === 'cash' ? null : values.reference;
    const checked = checkRequest(renewMembershipRequest, {
      amount,
      plan: values.plan,
      method: values.method,
      reference,
      ...discountBody(values.discount),
    });
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    if (!(await confirmCredit(creditAfterPayment(totalAfterDiscount(price, values.discount), 0, checked.value.amount))))
      return;
    try {
      await useProfileWritesStore
        .getState()
        .renewMembership(profile.id, checked.value, idempotency.keyFor(checked.value));
      idempotency.done();
      notifySuccess(message('MEMBERSHIP.RENEWED'));
      setOpened(false);
    } catch (failure) {
      notifyFailure(failure, 'MEMBERSHIP.RENEW_FAILED');
    }
  });

  return (
    <>
      <Button variant="light" mt="md" onClick={open} fullWidth>
        {message('PROFILE.RENEW')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={message('PROFILE.RENEW')} centered>
        <form noValidate onSubmit={renew}>
          <Stack gap="sm">
            {/* R41: which turno the renewal's money goes into, before anything is chosen. */}
            <TurnoNotice />
            <NativeSelect
              label={message('PROFILE.RENEW_PLAN')}
              data={onSale.map((entry) => ({ value: entry.id, label: entry.name }))}
              value={plan}
              onChange={(event) => choosePlan(event.currentTarget.value)}
              data-testid="renewal-plan"
            />
            <RenewalPeriod profile={profile} plan={plan} today={today} catalogue={catalogue} />
            <Text size="sm" c="dimmed">
              {message('PROFILE.RENEW_PRICE', { plan: planName(plan), precio: formatMoney(price) })}
            </Text>
            <DiscountFields
              listPrice={price}
              values={form.values.discount}
              onChange={changeDiscount}
              errors={{
                discount: form.errors['discount'] ?? form.errors['discount.value'],
                discountReason: form.errors['discountReason'],
              }}
            />
            <MoneyInput {...form.getInputProps('amount')} label={message('PROFILE.RENEW_AMOUNT')} data-autofocus />
            <PaymentMethodFields
              chosen={form.values.method}
              method={form.getInputProps('method')}
              reference={form.getInputProps('reference')}
            />
            <DialogActions
              submit={message('PROFILE.RENEW_CONFIRM')}
              onCancel={() => setOpened(false)}
              submitting={form.submitting}
            />
          </Stack>
        </form>
      </Modal>
    </>
  );
}

interface PeriodProps {
  readonly profile: MemberProfile;
  readonly plan: PlanId;
  readonly today: string;
  readonly catalogue: PlanCatalogue;
}

/** R30: the period paid for, as decide will record it; R5: what a Tiquetera renewal throws away. */
function RenewalPeriod({ profile, plan, today, catalogue }: PeriodProps) {
  const terms = termsIn(catalogue, plan);
  const period = renewalPeriod(withTerms(profile, catalogue), terms, today);
  const desde = formatDate(period.startsOn);
  // R30 + R38: a visits plan's renewal throws away the visits left on the current book.
  const onVisits = isVisitsPlan(termsIn(catalogue, profile.plan));
  const lostDays = onVisits && profile.remainingTicketDays > 0 ? profile.remainingTicketDays : 0;
  return (
    <>
      <Paper withBorder p="sm" bg="teal.0" data-testid="renewal-period">
        <Text fw={700}>
          {period.expiresOn === null
            ? plan !== 'ticket_book' && isVisitsPlan(terms)
              ? message('PROFILE.RENEW_PERIOD_VISITS', {
                  plan: planName(plan),
                  desde,
                  n: terms.visits,
                  d: terms.validDays,
                })
              : message('PROFILE.RENEW_PERIOD_TICKET_BOOK', { desde })
            : message('PROFILE.RENEW_PERIOD', { desde, hasta: formatDate(period.expiresOn) })}
        </Text>
        {period.expiresOn !== null && (
          <Text size="sm" c="dimmed">
            {period.extendsCurrent
              ? message('PROFILE.RENEW_EXTENDS', { fecha: formatDate(profile.expiresOn ?? today) })
              : message('PROFILE.RENEW_STARTS_TODAY')}
          </Text>
        )}
      </Paper>
      {lostDays > 0 && (
        <Alert color="yellow" variant="light" p="xs" data-testid="renewal-lost-days">
          {message('PROFILE.RENEW_TICKET_DAYS_LOST', { n: lostDays })}
        </Alert>
      )}
    </>
  );
}
