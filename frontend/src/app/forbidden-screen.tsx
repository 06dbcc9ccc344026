// What a screen's address shows to a role that may not see it (R25, R33): says so, instead of landing
// silently on the Dashboard as if the address were wrong (issue 41), and offers the way back.
import { Button, Text } from '@mantine/core';
import { message } from '@gym/domain';
import { Link } from 'react-router-dom';
import { PageHeader } from '../components/page-header';

export function ForbiddenScreen() {
  return (
    <>
      <PageHeader title={message('SHELL.FORBIDDEN_SCREEN_TITLE')} />
      <Text mb="md" data-testid="forbidden-screen">
        {message('SHELL.FORBIDDEN_SCREEN')}
      </Text>
      <Button component={Link} to="/" variant="default">
        {message('SHELL.FORBIDDEN_SCREEN_BACK')}
      </Button>
    </>
  );
}
