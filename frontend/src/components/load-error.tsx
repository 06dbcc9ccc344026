// A read that failed: the reason in Spanish and a way to try again; whatever was shown before stays.
import { Alert, Button } from '@mantine/core';
import { message } from '@gym/domain';

interface LoadErrorProps {
  readonly text: string;
  readonly onRetry: () => void;
}

export function LoadError({ text, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" title={message('COMMON.LOAD_FAILED')} mb="md">
      {text}
      <Button variant="light" color="red" size="xs" ml="sm" onClick={onRetry}>
        {message('COMMON.RETRY')}
      </Button>
    </Alert>
  );
}
