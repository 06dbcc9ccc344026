// R47: the member's data authorisation as the add form and the profile ask it — three Sí / No
// questions and how it was given — and the answers they send (or what is missing).
import { Group, Radio, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AUTHORIZATION_METHODS, message, type AuthorizationAnswers, type AuthorizationMethod } from '@gym/domain';

type Answer = 'yes' | 'no' | '';

export interface AuthorizationValues {
  readonly personal: Answer;
  readonly sensitive: Answer;
  readonly reminders: Answer;
  readonly method: AuthorizationMethod | '';
}

export const NO_AUTHORIZATION_VALUES: AuthorizationValues = { personal: '', sensitive: '', reminders: '', method: '' };

export function authorizationValuesOf(answers: AuthorizationAnswers | null): AuthorizationValues {
  if (answers === null) return NO_AUTHORIZATION_VALUES;
  const yesNo = (value: boolean): Answer => (value ? 'yes' : 'no');
  return {
    personal: yesNo(answers.personal),
    sensitive: yesNo(answers.sensitive),
    reminders: yesNo(answers.reminders),
    method: answers.method,
  };
}

/** The answers to send, or the message under each question left unanswered or refused. */
export function authorizationAnswersOf(
  values: AuthorizationValues,
): { readonly answers: AuthorizationAnswers } | { readonly errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const field of ['personal', 'sensitive', 'reminders'] as const) {
    if (values[field] === '') errors[field] = message('AUTHORIZATION.ANSWER_REQUIRED');
  }
  if (values.personal === 'no') errors.personal = message('AUTHORIZATION.PERSONAL_REQUIRED');
  if (values.method === '') errors.method = message('AUTHORIZATION.METHOD_INVALID');
  if (Object.keys(errors).length > 0 || values.method === '') return { errors };
  return {
    answers: {
      personal: values.personal === 'yes',
      sensitive: values.sensitive === 'yes',
      reminders: values.reminders === 'yes',
      method: values.method,
    },
  };
}

function YesNo({ label, inputProps }: { readonly label: string; readonly inputProps: object }) {
  return (
    <Radio.Group {...inputProps} label={label} required>
      <Group gap="lg" mt={4}>
        <Radio value="yes" label={message('AUTHORIZATION_FORM.YES')} />
        <Radio value="no" label={message('AUTHORIZATION_FORM.NO')} />
      </Group>
    </Radio.Group>
  );
}

/** The questions, bound to `form` under `path` ('' for a form that is only these, 'authorization.' for a part). */
export function AuthorizationFields<T>({
  form,
  path = '',
}: {
  readonly form: UseFormReturnType<T>;
  readonly path?: string;
}) {
  const props = (field: keyof AuthorizationValues) => form.getInputProps(`${path}${field}`);
  return (
    <Stack gap="sm" data-testid="authorization-fields">
      <YesNo label={message('AUTHORIZATION.QUESTION_PERSONAL')} inputProps={props('personal')} />
      {form.getInputProps(`${path}personal`).value === 'no' && (
        <Text size="sm" c="red.8">
          {message('AUTHORIZATION.PERSONAL_NO_HINT')}
        </Text>
      )}
      <YesNo label={message('AUTHORIZATION.QUESTION_SENSITIVE')} inputProps={props('sensitive')} />
      <YesNo label={message('AUTHORIZATION.QUESTION_REMINDERS')} inputProps={props('reminders')} />
      <Select
        {...props('method')}
        label={message('AUTHORIZATION.QUESTION_METHOD')}
        data={AUTHORIZATION_METHODS.map((method) => ({
          value: method,
          label: message(`AUTHORIZATION.METHOD.${method}`),
        }))}
        required
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}
