// The add-user form (spec §5): details, plan, entry date (today), amount paid (R36: typed, 0 is an
// answer), body; checked like the server does (R37: phone, height, weight); asks first when someone
// has the same name and phone (R36) or the amount paid is more than the plan costs; 'Guardar y agregar
// otro' keeps it open, empty, for the next member.
import { useRef, useState, type SyntheticEvent } from 'react';
import { Anchor, Button, Fieldset, Group, Paper, SimpleGrid, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  creditAfterPayment,
  debtFor,
  formatMoney,
  message,
  registerMemberRequest,
  suggestedNameCase,
} from '@gym/domain';
import { confirmCredit } from '../../../components/confirm-credit';
import { DateInput, DecimalInput, GenderSelect, PlanSelect } from '../../../components/form-inputs';
import { MoneyInput } from '../../../components/money-input';
import { DiscountFields, totalAfterDiscount, useDiscountLimit } from '../../../components/discount-fields';
import { AuthorizationFields, authorizationAnswersOf } from '../../../components/authorization-fields';
import { PaymentMethodFields } from '../../../components/payment-method-fields';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { send } from '../../../lib/api-client';
import { checkRequest } from '../../../lib/check-request';
import { focusFirstError } from '../../../lib/focus-first-error';
import { moneyValue } from '../../../lib/money-text';
import { notifyFormFailure, notifyRefusal, notifySuccess } from '../../../lib/notify';
import { sendMemberPhoto } from '../../../lib/api-client-upload';
import { PhotoCapture } from '../../../components/photo-capture';
import { usePlanPrices } from '../../../stores/plan-prices-store';
import { useMemberListStore } from '../member-list-store';
import { initialAddMemberValues, toRegisterBody, type AddMemberValues } from './add-member-values';
import { confirmDuplicate } from './confirm-duplicate';

/** R52: the photo chosen before saving as a data: address (the Content-Security-Policy allows no blob: images). */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unread')));
    reader.onerror = () => reject(new Error('unread'));
    reader.readAsDataURL(blob);
  });
}

/** R36: who already has this name and phone; a failed look-up asks nothing (the cédula rule still holds). */
async function sameNameAndPhone(name: string, phone: string) {
  try {
    const query = { name: name.trim(), phone: phone.trim() };
    return (await send('findMemberMatches', { query, fallback: 'SERVER.ERROR' })).items;
  } catch {
    return [];
  }
}

/**
 * Issue 41: a name typed all in lower or upper case is offered in Spanish title case, shown whole
 * before anything changes; the desk takes it with one click or keeps what it typed.
 */
function NameCaseHint({ suggested, onUse }: { readonly suggested: string; readonly onUse: (name: string) => void }) {
  return (
    <span data-testid="name-case-hint">
      {message('USERS.NAME_CASE_HINT', { nombre: suggested })}{' '}
      <Anchor component="button" type="button" size="xs" onClick={() => onUse(suggested)}>
        {message('USERS.NAME_CASE_USE')}
      </Anchor>
    </span>
  );
}

/** Who was just registered, for the list to offer their profile and, when they owe, to collect (issue 41). */
export interface AddedMember {
  readonly id: string;
  readonly name: string;
  readonly debt: number;
}

/** `onDone` closes the form with who was added; after 'Guardar y agregar otro' it stays open, empty, on the name. */
export function AddMemberForm({ onDone }: { readonly onDone: (added: AddedMember) => void }) {
  const today = useGymToday();
  const form = useForm<AddMemberValues>({ mode: 'controlled', initialValues: initialAddMemberValues(today) });
  const idempotency = useIdempotencyKey();
  const another = useRef(false);
  const nameField = useRef<HTMLInputElement>(null);
  const prices = usePlanPrices();
  // R52: a photo taken or chosen before saving, sent once the member is registered.
  const [photo, setPhoto] = useState<{ readonly blob: Blob; readonly preview: string } | null>(null);
  const preview = photo?.preview ?? null;
  const takePhoto = async (blob: Blob) => setPhoto({ blob, preview: await dataUrlOf(blob) });

  // Called only on submit (it reads the refs), so the form's handler is made there, never while rendering.
  // Enter in any field submits: a required field left empty (R36: 'Pago realizado' too) is marked and
  // gets the caret, and nothing is sent.
  const save = async (values: AddMemberValues, event?: SyntheticEvent<HTMLFormElement>) => {
    // R47: the authorisation is asked before the member is saved; its questions are checked with the rest.
    const authorization = authorizationAnswersOf(values.authorization);
    const authorizationErrors =
      'errors' in authorization
        ? Object.fromEntries(Object.entries(authorization.errors).map(([key, text]) => [`authorization.${key}`, text]))
        : {};
    const checked = checkRequest(
      registerMemberRequest,
      toRegisterBody(values, 'answers' in authorization ? authorization.answers : null),
    );
    if (!checked.ok || 'errors' in authorization) {
      form.setErrors({ ...(checked.ok ? {} : checked.errors), ...authorizationErrors });
      focusFirstError(event?.currentTarget);
      return;
    }
    const { plan, amountPaid, details } = checked.value;
    // R39: the member owes the price less the discount.
    const charged = totalAfterDiscount(prices[plan], values.discount);
    if (!(await confirmDuplicate(await sameNameAndPhone(details.name, details.phone)))) return;
    if (!(await confirmCredit(creditAfterPayment(charged, 0, amountPaid)))) return;
    try {
      const id = await useMemberListStore.getState().register(checked.value, idempotency.keyFor(checked.value));
      idempotency.done();
      notifySuccess(message('MEMBER.ADDED'));
      if (photo !== null && checked.value.authorization?.sensitive === true) {
        await sendMemberPhoto(id, photo.blob, { fallback: 'PHOTO.SAVE_FAILED' }).catch(() =>
          notifyRefusal(message('PHOTO.NOT_SAVED_AFTER_REGISTER')),
        );
      }
      setPhoto(null);
      form.reset();
      if (another.current) nameField.current?.focus();
      else onDone({ id, name: details.name, debt: debtFor(charged, amountPaid) });
    } catch (error) {
      notifyFormFailure(form, error, 'MEMBER.ADD_FAILED');
    }
  };

  // R24: a registration costs the plan's price today; the server records the price in force.
  const discountLimit = useDiscountLimit(form.values.discount);
  const price = totalAfterDiscount(prices[form.values.plan], form.values.discount, discountLimit);
  const paid = moneyValue(form.values.amountPaid) ?? 0;
  const field = (name: keyof AddMemberValues) => form.getInputProps(name);
  const nameCase = suggestedNameCase(form.values.name.trim());
  // R47: weight and height are sensitive data, offered only once the member authorises them.
  const sensitiveAllowed = form.values.authorization.sensitive === 'yes';
  const submitButton = (andAnother: boolean) => (
    <Button
      type="submit"
      variant={andAnother ? 'default' : 'filled'}
      loading={form.submitting}
      onClick={() => (another.current = andAnother)}
    >
      {message(andAnother ? 'USERS.SUBMIT_AND_ANOTHER' : 'USERS.SUBMIT')}
    </Button>
  );

  return (
    <Paper
      withBorder
      p="md"
      mb="md"
      component="form"
      onSubmit={(event) => {
        form.onSubmit((values, submitted) => save(values, submitted))(event);
      }}
      noValidate
      aria-label={message('USERS.FORM_TITLE')}
      data-testid="add-member-form"
    >
      <Title order={3} size="h4" mb="sm">
        {message('USERS.FORM_TITLE')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <TextInput
          {...field('name')}
          ref={nameField}
          label={message('FIELD.name')}
          description={
            nameCase !== null && (
              <NameCaseHint suggested={nameCase} onUse={(name) => form.setFieldValue('name', name)} />
            )
          }
          required
          autoComplete="off"
          data-autofocus
        />
        <TextInput {...field('cedula')} label={message('FIELD.cedula')} inputMode="numeric" autoComplete="off" />
        <TextInput {...field('address')} label={message('FIELD.address')} required autoComplete="off" />
        <TextInput {...field('phone')} label={message('FIELD.phone')} required type="tel" autoComplete="off" />
        <TextInput
          {...field('email')}
          label={message('FIELD.email')}
          description={message('MEMBER.EMAIL_HINT')}
          type="email"
          inputMode="email"
          autoComplete="off"
        />
        <GenderSelect {...field('gender')} label={message('FIELD.gender')} required withPlaceholder />
        <DateInput {...field('birthday')} label={message('FIELD.birthday')} />
        <PlanSelect {...field('plan')} label={message('FIELD.plan')} required />
        <DateInput {...field('joinedOn')} label={message('FIELD.joinedOn')} required />
        <MoneyInput
          {...field('amountPaid')}
          label={message('FIELD.amountPaid')}
          placeholder={message('USERS.AMOUNT_PAID_PLACEHOLDER')}
          required
        />
        {paid > 0 && (
          <PaymentMethodFields method={field('method')} reference={field('reference')} chosen={form.values.method} />
        )}
        {sensitiveAllowed && <DecimalInput {...field('weightKg')} label={message('FIELD.weightKg')} />}
        {sensitiveAllowed && <DecimalInput {...field('heightCm')} label={message('FIELD.heightCm')} />}
      </SimpleGrid>
      <Group gap="md" mt="sm" align="center" data-testid="add-member-photo">
        <Text size="sm" fw={500}>
          {message('PHOTO.TITLE')}
        </Text>
        {sensitiveAllowed ? (
          <>
            {preview !== null && (
              <img
                src={preview}
                alt={message('PHOTO.TITLE')}
                height={72}
                style={{ borderRadius: 8 }}
                data-testid="add-member-photo-preview"
              />
            )}
            <PhotoCapture onPhoto={takePhoto} />
            {preview !== null && (
              <Text size="xs" c="dimmed">
                {message('PHOTO.PENDING')}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {message('PHOTO.NEEDS_SENSITIVE')}
          </Text>
        )}
      </Group>
      <Fieldset legend={message('DISCOUNT.FIELD')} mt="sm">
        <DiscountFields
          listPrice={prices[form.values.plan]}
          values={form.values.discount}
          onChange={(discount) => form.setFieldValue('discount', discount)}
          errors={{
            discount: form.errors['discount'] ?? form.errors['discount.value'] ?? form.errors['discount.kind'],
            discountReason: form.errors['discountReason'],
          }}
        />
      </Fieldset>
      <Textarea {...field('notes')} label={message('FIELD.notes')} autosize minRows={2} mt="sm" />
      <Fieldset legend={message('AUTHORIZATION.TITLE')} mt="sm" data-testid="add-member-authorization">
        <AuthorizationFields form={form} path="authorization." />
        {form.values.authorization.sensitive === 'no' && (
          <Text size="sm" c="dimmed" mt="xs">
            {message('AUTHORIZATION.NO_SENSITIVE')}
          </Text>
        )}
      </Fieldset>
      <Group justify="space-between" mt="md" gap="sm">
        <Text size="sm" c="dimmed" data-testid="price-preview">
          {Number.isNaN(paid)
            ? message('USERS.PRICE_ONLY_PREVIEW', { precio: formatMoney(price) }) // the field says what is wrong
            : message('USERS.PRICE_PREVIEW', { precio: formatMoney(price), deuda: formatMoney(debtFor(price, paid)) })}
        </Text>
        <Group gap="xs">
          {submitButton(true)}
          {submitButton(false)}
        </Group>
      </Group>
    </Paper>
  );
}
