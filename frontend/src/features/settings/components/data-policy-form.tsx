// 'Política de tratamiento de datos' (R47): the text in force (or the system's model until one is
// published), edited and published as a new version; a link to the blank authorisation form.
import { useEffect } from 'react';
import { Alert, Anchor, Button, Group, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { DATA_POLICY_LIMITS, formatDate, message, publishDataPolicyRequest } from '@gym/domain';
import { send } from '../../../lib/api-client';
import { checkRequest } from '../../../lib/check-request';
import { useDataPolicyStore } from '../../../stores/data-policy-store';
import { SettingsForm, useSettingsSave } from './settings-form';

export function DataPolicyForm() {
  const policy = useDataPolicyStore((state) => state.data);
  const form = useForm({ mode: 'controlled', initialValues: { text: '' } });
  const { save, refuse } = useSettingsSave(form);

  useEffect(() => {
    void useDataPolicyStore.getState().load(null);
  }, []);
  useEffect(() => {
    if (policy === null) return;
    form.setValues({ text: policy.text });
    form.resetDirty({ text: policy.text });
    // Only when the policy in force arrives or changes; the owner's edits must not be overwritten.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [policy]);

  const submit = form.onSubmit(async (values, event) => {
    const checked = checkRequest(publishDataPolicyRequest, values);
    if (!checked.ok) {
      refuse(checked.errors, event?.currentTarget);
      return;
    }
    await save(checked.value, {
      send: (policyText, idempotencyKey) =>
        send('publishDataPolicy', { body: policyText, idempotencyKey, fallback: 'DATA_POLICY.PUBLISH_FAILED' }),
      saved: (answer) =>
        answer.version === null
          ? message('DATA_POLICY.UNCHANGED')
          : message('DATA_POLICY.PUBLISHED', { version: answer.version }),
      failed: 'DATA_POLICY.PUBLISH_FAILED',
      reload: () => useDataPolicyStore.getState().load(null),
    });
  });

  const length = form.getValues().text.length;
  return (
    <SettingsForm
      title={message('DATA_POLICY.TITLE')}
      hint={message('DATA_POLICY.HINT')}
      testId="data-policy-form"
      onSubmit={submit}
    >
      {policy !== null &&
        (policy.version === 0 ? (
          <Alert color="indigo" mb="sm">
            {message('DATA_POLICY.MODEL_NOTICE')}
          </Alert>
        ) : (
          <Text size="sm" mb="sm" data-testid="data-policy-version">
            {message('DATA_POLICY.VERSION', { version: policy.version, fecha: formatDate(policy.publishedOn ?? '') })}
            {policy.publishedBy === null ? '' : ` · ${policy.publishedBy}`}
          </Text>
        ))}
      <Textarea
        {...form.getInputProps('text')}
        label={message('DATA_POLICY.FIELD')}
        description={message('DATA_POLICY.LENGTH', {
          n: length.toLocaleString('es-CO'),
          max: DATA_POLICY_LIMITS.maxLength.toLocaleString('es-CO'),
        })}
        autosize
        minRows={8}
        maxRows={20}
      />
      <Group justify="space-between" mt="md">
        <Anchor component={Link} to="/authorization-form" size="sm">
          {message('DATA_POLICY.PRINT_BLANK')}
        </Anchor>
        <Button type="submit" loading={form.submitting} disabled={policy === null}>
          {message('DATA_POLICY.PUBLISH')}
        </Button>
      </Group>
    </SettingsForm>
  );
}
