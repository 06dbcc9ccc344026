// 'Exportar CSV': a plain link to the server's CSV file (lib/api-client-download.ts). The browser
// downloads it itself, sending the session cookie, so a list of any size never passes through the page's memory.
import { Button } from '@mantine/core';
import { message } from '@gym/domain';

interface ExportCsvButtonProps {
  /** The export's link, with the list's current search and order, so the file holds what the screen shows. */
  readonly href: string;
  /** What it says; 'Exportar CSV' unless told. */
  readonly label?: string;
}

export function ExportCsvButton({ href, label }: ExportCsvButtonProps) {
  return (
    <Button component="a" href={href} download variant="default">
      {label ?? message('CSV.EXPORT')}
    </Button>
  );
}
