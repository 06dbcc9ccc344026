// Drop or choose the spreadsheet: .xlsx, .ods or .csv up to 10 MB (the server checks again).
import { useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { MEMBER_IMPORT_MAX_BYTES, message } from '@gym/domain';

const ACCEPTED = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.oasis.opendocument.spreadsheet': ['.ods'],
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
  'text/plain': ['.csv'],
};

export function ImportDropzone({ onFile }: { readonly onFile: (file: File) => void }) {
  const [rejected, setRejected] = useState(false);
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => {
          setRejected(false);
          const file = files.at(0);
          if (file !== undefined) onFile(file);
        }}
        onReject={() => setRejected(true)}
        maxSize={MEMBER_IMPORT_MAX_BYTES}
        maxFiles={1}
        multiple={false}
        accept={ACCEPTED}
        aria-label={message('MEMBER_IMPORT.DROP')}
        data-testid="import-dropzone"
      >
        <Stack align="center" gap={4} py="xl" style={{ pointerEvents: 'none' }}>
          <Text size="lg" ta="center">
            {message('MEMBER_IMPORT.DROP')}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {message('MEMBER_IMPORT.DROP_HINT')}
          </Text>
        </Stack>
      </Dropzone>
      {rejected && <Alert color="red">{message('MEMBER_IMPORT.DROP_REJECTED')}</Alert>}
    </Stack>
  );
}
