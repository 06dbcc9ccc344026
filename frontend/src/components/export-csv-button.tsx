// 'Exportar CSV': a plain link to the server's CSV file (lib/api-client-download.ts). The browser
// downloads it itself, sending the session cookie, so a list of any size never passes through the page's memory.
import { Button } from '@mantine/core';
import { message } from '@gym/domain';

interface ExportCsvButtonProps {
  /** The export's link, with the list's current search and order, so the file holds what the screen shows. */
  readonly href: string;
}

export function ExportCsvButton({ href }: ExportCsvButtonProps) {
  return (
    <Button component="a" href={href} download variant="default">
      {message('CSV.EXPORT')}
    </Button>
  );
}
