// The measures of the member's gender (R13), each required and numeric in cm; 'Guardar Medidas' saves them.
import { Button, Group, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isValidMeasureCm, MEASURE_KEYS, message, type Gender } from '@gym/domain';
import { DecimalInput } from '../../../components/form-inputs';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { focusFirstError } from '../../../lib/focus-first-error';
import { measureLabel } from '../../../lib/format';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { optionalNumber } from '../../../lib/number-value';
import { useProfileWritesStore } from '../profile-writes-store';

type MeasureValues = Record<string, string>;

/** Each measure's problem in Spanish (missing, or not > 0 and < 300 cm), or the measures to send. */
export function checkMeasures(
  keys: readonly string[],
  values: MeasureValues,
): { readonly errors: Record<string, string> } | { readonly measures: Record<string, number> } {
  const errors: Record<string, string> = {};
  const measures: Record<string, number> = {};
  for (const key of keys) {
    const value = optionalNumber(values[key] ?? '');
    const medida = measureLabel(key);
    if (value === null) errors[key] = message('BODY_COMPOSITION.MEASURE_REQUIRED', { medida });
    else if (!isValidMeasureCm(value)) errors[key] = message('BODY_COMPOSITION.MEASURE_OUT_OF_RANGE', { medida });
    else measures[key] = value;
  }
  return Object.keys(errors).length > 0 ? { errors } : { measures };
}

interface MeasuresFormProps {
  readonly memberId: string;
  readonly gender: Gender;
  /** Saved: the caller shows where the new record is. */
  readonly onSaved: () => void;
}

export function MeasuresForm({ memberId, gender, onSaved }: MeasuresFormProps) {
  const keys = MEASURE_KEYS[gender];
  const form = useForm<MeasureValues>({
    mode: 'controlled',
    initialValues: Object.fromEntries(keys.map((key) => [key, ''])),
  });
  const idempotency = useIdempotencyKey();

  const submit = form.onSubmit(async (values, event) => {
    const checked = checkMeasures(keys, values);
    if ('errors' in checked) {
      form.setErrors(checked.errors);
      focusFirstError(event?.currentTarget);
      return;
    }
    const request = { measures: checked.measures };
    try {
      await useProfileWritesStore.getState().recordBodyComposition(memberId, request, idempotency.keyFor(request));
      idempotency.done();
      notifySuccess(message('BODY_COMPOSITION.SAVED'));
      form.reset();
      onSaved();
    } catch (error) {
      notifyFailure(error, 'BODY_COMPOSITION.SAVE_FAILED');
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={message('PROFILE.BODY_COMPOSITION')} data-testid="measures-form">
      {/* Columns wide enough for the longest label ('Cintura bajo ombligo (cm)') on one line, so a row's inputs line up. */}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {keys.map((key) => (
          <DecimalInput
            key={key}
            {...form.getInputProps(key)}
            label={message('PROFILE.MEASURE_FIELD', { medida: measureLabel(key) })}
            required
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={form.submitting}>
          {message('PROFILE.SAVE_MEASURES')}
        </Button>
      </Group>
    </form>
  );
}
