// A profile card: a title and label/value rows (a description list), with room for actions below.
import type { ReactNode } from 'react';
import { Box, Paper, Text, Title } from '@mantine/core';

export interface InfoRow {
  readonly label: string;
  readonly value: ReactNode;
}

interface InfoCardProps {
  readonly title: string;
  readonly testId: string;
  readonly rows?: readonly InfoRow[];
  readonly children?: ReactNode;
}

export function ProfileCard({ title, testId, rows = [], children }: InfoCardProps) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title} data-testid={testId}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {rows.length > 0 && (
        <Box
          component="dl"
          m={0}
          style={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) 1fr', gap: '6px 12px' }}
        >
          {rows.map((row) => (
            <InfoLine key={row.label} row={row} />
          ))}
        </Box>
      )}
      {children}
    </Paper>
  );
}

function InfoLine({ row }: { readonly row: InfoRow }) {
  return (
    <>
      <Text component="dt" size="sm" c="dimmed">
        {row.label}
      </Text>
      <Text component="dd" size="sm" m={0} fw={500} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {row.value}
      </Text>
    </>
  );
}
