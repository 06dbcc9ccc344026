// What a list shows when it has nothing: one quiet sentence from the catalogue.
import { Text } from '@mantine/core';

export function EmptyState({ text }: { readonly text: string }) {
  return (
    <Text c="dimmed" ta="center" py="lg" data-testid="empty-state">
      {text}
    </Text>
  );
}
