// The global attendance history screen; for now only its title, the content comes with its own issue.
import { Title } from '@mantine/core';
import { message } from '@gym/domain';

export function AttendanceScreen() {
  return <Title order={2}>{message('NAV.ATTENDANCE')}</Title>;
}
