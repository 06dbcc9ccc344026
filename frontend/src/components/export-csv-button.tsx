// 'Exportar CSV': a plain link to the server's CSV file. The browser downloads it itself, sending
// the session cookie, so a list of any size never passes through the page's memory.
import { Button } from '@mantine/core';
import { message } from '@gym/domain';
import { withQuery, type QueryParams } from '../lib/with-query';

interface ExportCsvButtonProps {
  readonly path: string;
  /** The list's current search and order, so the file holds what the screen shows. */
  readonly params?: QueryParams;
}

export function ExportCsvButton({ path, params = {} }: ExportCsvButtonProps) {
  return (
    <Button component="a" href={withQuery(path, params)} download variant="default">
      {message('CSV.EXPORT')}
    </Button>
  );
}
