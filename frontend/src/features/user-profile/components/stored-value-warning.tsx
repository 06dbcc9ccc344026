// R37 on a member recorded before it: the stored phone, weight or height stays as it was (no event is
// rewritten) and the profile says under it what is wrong, so staff correct it with 'Editar Perfil'.
import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { message, type RefusalCode } from '@gym/domain';

export function WithStoredProblem({
  value,
  problem,
  testId,
}: {
  readonly value: ReactNode;
  readonly problem: RefusalCode | undefined;
  readonly testId: string;
}) {
  if (problem === undefined) return <>{value}</>;
  return (
    <>
      {value}
      <Text component="span" display="block" size="xs" c="red.8" fw={500} data-testid={testId}>
        {message(problem)} {message('PROFILE.FIX_STORED')}
      </Text>
    </>
  );
}
