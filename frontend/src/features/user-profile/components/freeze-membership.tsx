// R31: 'Congelar' (1 to 60 days from today or a later day, with a reason), offered only when R31
// allows one (issue 41: not on an expired membership, nor on a Tiquetera), by the rule the server
// refuses with. Loaded after the profile's first paint by freeze-actions.tsx.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  addDays,
  FREEZE_DAYS,
  formatDate,
  freezeRefusal,
  isValidDate,
  message,
  validReason,
  type MemberProfile,
} from '@gym/domain';
import { DateInput } from '../../../components/form-inputs';
import { useWithPlanTerms } from '../../../stores/plan-prices-store';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { notifyFormFailure, notifySuccess } from '../../../lib/notify';
import { useProfileWritesStore } from '../profile-writes-store';
import { DialogActions } from '../../../components/dialog-actions';

interface FreezeValues {
  readonly days: string;
  readonly from: string;
  readonly reason: string;
}

/** The days typed: a whole number from 1 to 60, or null. */
function freezeDays(text: string): number | null {
  const days = /^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return Number.isInteger(days) && days >= FREEZE_DAYS.min && days <= FREEZE_DAYS.max ? days : null;
}

/** 'Congelar' when R31 allows a freeze on `today` (the caller has checked the role and the plan). */
export function FreezeButtonIfAllowed({ profile, today }: { readonly profile: MemberProfile; readonly today: string }) {
  // R38: the profile answer carries no plan terms; a gym plan's come from the catalogue.
  const withTerms = useWithPlanTerms(profile);
  return freezeRefusal(withTerms, today) === null ? <FreezeButton profile={profile} today={today} /> : null;
}

function FreezeButton({ profile, today }: { readonly profile: MemberProfile; readonly today: string }) {
  const [opened, setOpened] = useState(false);
  const initialValues: FreezeValues = { days: '', from: today, reason: '' };
  const form = useForm<FreezeValues>({ mode: 'controlled', initialValues });
  const idempotency = useIdempotencyKey();
  const days = freezeDays(form.values.days);
  const from = isValidDate(form.values.from) ? form.values.from : null;

  const submit = form.onSubmit(async (values) => {
    const reason = validReason(values.reason);
    const errors = {
      ...(days === null ? { days: message('FREEZE.DAYS_INVALID') } : {}),
      ...(from === null || from < today ? { from: message('FREEZE.FROM_PAST') } : {}),
      ...(reason === null ? { reason: message('REQUEST.REASON_INVALID') } : {}),
    };
    if (Object.keys(errors).length > 0 || days === null || from === null || reason === null) {
      form.setErrors(errors);
      return;
    }
    const request = { days, from, reason };
    try {
      await useProfileWritesStore.getState().freeze(profile.id, request, idempotency.keyFor(request));
      idempotency.done();
      notifySuccess(message('PROFILE.FROZEN'));
      setOpened(false);
    } catch (failure) {
      notifyFormFailure(form, failure, 'PROFILE.FREEZE_FAILED', { notify: 'unless-marked' });
    }
  });

  return (
    <>
      <Button
        variant="light"
        color="blue"
        fullWidth
        mt="xs"
        onClick={() => {
          form.setValues(initialValues);
          form.clearErrors();
          setOpened(true);
        }}
      >
        {message('PROFILE.FREEZE')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={message('PROFILE.FREEZE_TITLE', { nombre: profile.name })}
        centered
      >
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Group grow align="flex-start">
              <TextInput
                {...form.getInputProps('days')}
                label={message('PROFILE.FREEZE_DAYS')}
                description={message('PROFILE.FREEZE_DAYS_HINT')}
                inputMode="numeric"
                autoComplete="off"
                required
                data-autofocus
              />
              <DateInput
                {...form.getInputProps('from')}
                label={message('PROFILE.FREEZE_FROM')}
                minDate={today}
                required
              />
            </Group>
            <Text size="xs" c="dimmed">
              {message('PROFILE.FREEZE_FROM_HINT')}
            </Text>
            <Textarea
              {...form.getInputProps('reason')}
              label={message('PROFILE.FREEZE_REASON')}
              description={message('PROFILE.FREEZE_REASON_HINT')}
              required
              autosize
              minRows={2}
              maxLength={200}
            />
            {days !== null && from !== null && profile.expiresOn !== null && (
              <Text size="sm" fw={500} data-testid="freeze-preview">
                {message('PROFILE.FREEZE_PREVIEW', {
                  desde: formatDate(from),
                  hasta: formatDate(addDays(from, days - 1)),
                  antes: formatDate(profile.expiresOn),
                  despues: formatDate(addDays(profile.expiresOn, days)),
                })}
              </Text>
            )}
            <DialogActions
              submit={message('PROFILE.FREEZE')}
              onCancel={() => setOpened(false)}
              submitting={form.submitting}
            />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
