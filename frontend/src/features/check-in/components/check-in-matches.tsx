// What the field found: the only match large, several compact (the first ones, and how many in
// all), nothing found, or why the search failed.
import { Loader, Stack, Text } from '@mantine/core';
import { message, type CheckInMatch } from '@gym/domain';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { useCheckInStore } from '../check-in-store';
import { CheckInCard } from './check-in-card';

interface CheckInMatchesProps {
  /** What the field holds now: searched again after a failure. */
  readonly text: string;
  readonly onRegister: (match: CheckInMatch) => void;
  /** 'Cobrar': take a payment of a member who owes (issue 30). */
  readonly onCollect: (match: CheckInMatch) => void;
}

export function CheckInMatches({ text, onRegister, onCollect }: CheckInMatchesProps) {
  const { result, searching, error, registering, search } = useCheckInStore();
  if (error) return <LoadError text={error.message} onRetry={() => void search(text)} />;
  if (result === null) return searching ? <Loader size="sm" aria-label={message('SHELL.LOADING')} /> : null;
  if (result.items.length === 0) return <EmptyState text={message('USERS.NO_MATCHES')} />;
  const large = result.items.length === 1;
  return (
    <Stack gap="sm" component="section" aria-label={message('CHECK_IN.RESULTS')} aria-busy={searching}>
      {result.items.map((match) => (
        <CheckInCard
          key={match.id}
          match={match}
          large={large}
          registering={registering === match.id}
          onRegister={onRegister}
          onCollect={onCollect}
        />
      ))}
      {result.total > result.items.length && (
        <Text c="gray.7" data-testid="check-in-more">
          {message('CHECK_IN.MORE_MATCHES', { shown: result.items.length, total: result.total })}
        </Text>
      )}
    </Stack>
  );
}
