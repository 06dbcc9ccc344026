// The authorisation form as printed (R47): the gym, the policy in force with its version, the
// member's data (or blank lines to fill by hand), the three questions with Sí / No, and the signature.
import type { ReactNode } from 'react';
import { Box, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { formatCedula, formatPhone, message, type DataPolicyView, type MemberProfile } from '@gym/domain';
import { GymHeader } from '../../../components/gym-header';

function Field({ label, value }: { readonly label: string; readonly value: string | null }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-end">
      <Text size="sm" c="dimmed" w={130} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text fw={500} style={{ flex: 1, borderBottom: '1px solid #868e96', minHeight: 24 }}>
        {value ?? ''}
      </Text>
    </Group>
  );
}

function Question({ children }: { readonly children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <Text size="sm" style={{ flex: 1 }}>
        {children}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }} aria-hidden>
        ☐ {message('AUTHORIZATION_FORM.YES')} ☐ {message('AUTHORIZATION_FORM.NO')}
      </Text>
    </Group>
  );
}

interface AuthorizationSheetProps {
  readonly policy: DataPolicyView;
  readonly gymName: string;
  readonly member: MemberProfile | null;
}

export function AuthorizationSheet({ policy, gymName, member }: AuthorizationSheetProps) {
  return (
    <Paper withBorder p="lg" maw={760} mx="auto" data-testid="authorization-sheet">
      <GymHeader subtitle={message('AUTHORIZATION_FORM.TITLE')} />
      <Divider my="sm" />
      <Text size="xs" fw={700} mb={4}>
        {policy.version === 0
          ? message('AUTHORIZATION_FORM.POLICY_MODEL')
          : message('AUTHORIZATION_FORM.POLICY_VERSION', { version: policy.version })}
      </Text>
      <Text size="xs" style={{ whiteSpace: 'pre-wrap' }} data-testid="authorization-policy">
        {policy.text}
      </Text>
      <Divider my="sm" />
      <Stack gap="xs" data-testid="authorization-member">
        <Field label={message('AUTHORIZATION_FORM.MEMBER_NAME')} value={member?.name ?? null} />
        <Field
          label={message('AUTHORIZATION_FORM.MEMBER_CEDULA')}
          value={member?.cedula ? formatCedula(member.cedula) : null}
        />
        <Field label={message('AUTHORIZATION_FORM.MEMBER_PHONE')} value={member ? formatPhone(member.phone) : null} />
      </Stack>
      <Stack gap="sm" my="md">
        <Question>{message('AUTHORIZATION_FORM.PERSONAL', { gimnasio: gymName })}</Question>
        <Question>{message('AUTHORIZATION_FORM.SENSITIVE')}</Question>
        <Question>{message('AUTHORIZATION_FORM.REMINDERS')}</Question>
      </Stack>
      <Group grow mt={48} gap="xl">
        <Box>
          <Divider color="dark" />
          <Text size="sm" ta="center">
            {message('AUTHORIZATION_FORM.SIGNATURE')}
          </Text>
        </Box>
        <Box>
          <Divider color="dark" />
          <Text size="sm" ta="center">
            {message('AUTHORIZATION_FORM.DATE')}
          </Text>
        </Box>
      </Group>
    </Paper>
  );
}
