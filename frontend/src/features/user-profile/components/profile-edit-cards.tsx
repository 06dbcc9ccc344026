// Edit mode: the same three cards as inputs (altura in cm here), with a live IMC from the domain's rule.
import { SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  calculateImc,
  formatDate,
  formatMoney,
  imcCategory,
  imcCategoryMessageKey,
  message,
  type MemberProfile,
} from '@gym/domain';
import { DateInput, DecimalInput, GenderSelect, PlanSelect } from '../../../components/form-inputs';
import { MoneyInput } from '../../../components/money-input';
import { formatDecimal } from '../../../lib/format';
import { optionalNumber } from '../../../lib/number-value';
import { usePlanPrices } from '../../../stores/plan-prices-store';
import { DiscountFields, totalAfterDiscount, useDiscountLimit } from '../../../components/discount-fields';
import { useIsAdministrator, useMay } from '../../../stores/session-store';
import { ProfileCard } from './info-card';
import type { ProfileFormValues } from './profile-form-values';

export const PROFILE_FORM_ID = 'profile-edit-form';

interface ProfileEditCardsProps {
  readonly profile: MemberProfile;
  readonly form: UseFormReturnType<ProfileFormValues>;
  readonly onSubmit: React.SubmitEventHandler<HTMLFormElement>;
}

function ImcPreview({ values }: { readonly values: ProfileFormValues }) {
  const imc = calculateImc(optionalNumber(values.weightKg), optionalNumber(values.heightCm));
  const category = imcCategory(imc);
  if (imc === null || category === null) return null;
  return (
    <Text size="sm" c="dimmed" mt="sm" data-testid="imc-preview">
      {message('PROFILE.IMC_PREVIEW', {
        imc: formatDecimal(imc, 2),
        categoria: message(imcCategoryMessageKey(category)),
      })}
    </Text>
  );
}

/** R33: the entry date as text, for a role that may not change it. */
function EntryDate({ joinedOn }: { readonly joinedOn: string }) {
  return (
    <Text size="sm" mb="xs" data-testid="joined-on-read-only">
      {message('FIELD.joinedOn')}: {formatDate(joinedOn)}
      <Text span size="xs" c="dimmed" display="block">
        {message('PROFILE.JOINED_ON_ADMIN_ONLY')}
      </Text>
    </Text>
  );
}

export function ProfileEditCards({ profile, form, onSubmit }: ProfileEditCardsProps) {
  const field = (name: keyof ProfileFormValues) => form.getInputProps(name);
  const prices = usePlanPrices();
  // R24: the member keeps the price recorded; another plan costs its price today.
  const changesPlan = form.values.plan !== profile.plan;
  // R39: a new plan's price less the discount given, if any.
  const limit = useDiscountLimit(form.values.discount);
  const price = changesPlan
    ? totalAfterDiscount(prices[form.values.plan], form.values.discount, limit)
    : profile.planPrice;
  // R25: 'Pago realizado' is corrected here by an Administrador only; Recepción records payments.
  const correctsPayments = useIsAdministrator();
  // R33: moving the Fecha de ingreso moves the expiry, so only an Administrador has the field.
  const movesEntryDate = useMay('members.changeEntryDate');
  return (
    <form id={PROFILE_FORM_ID} onSubmit={onSubmit} noValidate aria-label={message('PROFILE.EDIT')}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" mb="md">
        <ProfileCard title={message('PROFILE.PERSONAL_INFO')} testId="card-personal-info">
          <TextInput {...field('name')} label={message('FIELD.name')} required mb="xs" data-autofocus />
          <TextInput {...field('phone')} label={message('FIELD.phone')} type="tel" required mb="xs" />
          <TextInput
            {...field('cedula')}
            label={message('FIELD.cedula')}
            inputMode="numeric"
            autoComplete="off"
            mb="xs"
          />
          <TextInput
            {...field('email')}
            label={message('FIELD.email')}
            description={message('MEMBER.EMAIL_HINT')}
            type="email"
            inputMode="email"
            autoComplete="off"
            mb="xs"
          />
          <TextInput {...field('address')} label={message('FIELD.address')} required mb="xs" />
          <GenderSelect {...field('gender')} label={message('FIELD.gender')} required mb="xs" />
          <DateInput {...field('birthday')} label={message('FIELD.birthday')} mb="xs" />
          <Textarea {...field('notes')} label={message('FIELD.notes')} autosize minRows={2} />
        </ProfileCard>
        <ProfileCard title={message('PROFILE.PLAN_AND_PAYMENTS')} testId="card-plan-payments">
          <PlanSelect {...field('plan')} label={message('FIELD.plan')} required mb="xs" />
          <Text size="sm" c="dimmed" mb="xs">
            {message('PROFILE.PLAN_PRICE')}: {formatMoney(price)}
          </Text>
          {changesPlan && (
            <DiscountFields
              listPrice={prices[form.values.plan]}
              values={form.values.discount}
              onChange={(discount) => form.setFieldValue('discount', discount)}
              errors={{
                discount: form.errors['discount'] ?? form.errors['discount.value'],
                discountReason: form.errors['discountReason'],
              }}
            />
          )}
          {movesEntryDate ? (
            <DateInput {...field('joinedOn')} label={message('FIELD.joinedOn')} required mb="xs" />
          ) : (
            <EntryDate joinedOn={profile.joinedOn} />
          )}
          <MoneyInput
            {...field('amountPaid')}
            label={message('FIELD.amountPaid')}
            required
            disabled={!correctsPayments}
            description={correctsPayments ? undefined : message('PROFILE.AMOUNT_PAID_ADMIN_ONLY')}
          />
        </ProfileCard>
        <ProfileCard title={message('PROFILE.HEALTH_METRICS')} testId="card-health-metrics">
          {/* R47: weight and height only with the member's sensitive-data authorisation. */}
          {profile.authorization?.sensitive === true ? (
            <>
              <DecimalInput {...field('weightKg')} label={message('FIELD.weightKg')} mb="xs" />
              <DecimalInput {...field('heightCm')} label={message('FIELD.heightCm')} />
              <ImcPreview values={form.values} />
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {message(profile.authorization === null ? 'AUTHORIZATION.PENDING' : 'AUTHORIZATION.NO_SENSITIVE')}
            </Text>
          )}
        </ProfileCard>
      </SimpleGrid>
    </form>
  );
}
