// Administrador or Recepción, each with what it may do under its name.
import { NativeSelect, Radio, Stack, type NativeSelectProps } from '@mantine/core';
import { isStaffRole, message, STAFF_ROLES, type StaffRole } from '@gym/domain';

export function RoleSelect(props: Omit<NativeSelectProps, 'data'>) {
  const data = STAFF_ROLES.map((role) => ({ value: role, label: message(`ROLE.${role}`) }));
  return <NativeSelect data={data} {...props} />;
}

/** The roles as radio buttons with their description, for the dialog that changes one. */
export function RoleChoice({
  value,
  onChange,
}: {
  readonly value: StaffRole;
  readonly onChange: (role: StaffRole) => void;
}) {
  return (
    <Radio.Group
      value={value}
      onChange={(chosen) => isStaffRole(chosen) && onChange(chosen)}
      label={message('FIELD.role')}
    >
      <Stack gap="xs" mt="xs">
        {STAFF_ROLES.map((role) => (
          <Radio key={role} value={role} label={message(`ROLE.${role}`)} description={message(`ROLE_HINT.${role}`)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
