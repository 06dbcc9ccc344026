// R49: where a request stands today — 'Vence en N días hábiles', in the warning colour from 2 left,
// 'Vence hoy', 'Vencida' in red — or the day it was answered.
import { Badge } from '@mantine/core';
import { formatDate, message, type DataRequestView } from '@gym/domain';

const COLOURS = { on_time: 'gray', warning: 'orange', overdue: 'red', answered: 'teal' } as const;

export function deadlineText(request: Pick<DataRequestView, 'status' | 'businessDaysLeft' | 'answeredOn'>): string {
  if (request.status === 'answered')
    return message('DATA_REQUESTS.ANSWERED_ON', { fecha: formatDate(request.answeredOn ?? '') });
  if (request.status === 'overdue') return message('DATA_REQUESTS.OVERDUE');
  const left = request.businessDaysLeft ?? 0;
  if (left === 0) return message('DATA_REQUESTS.DUE_TODAY');
  return left === 1 ? message('DATA_REQUESTS.DUE_IN_ONE') : message('DATA_REQUESTS.DUE_IN', { n: left });
}

export function DeadlineBadge({ request }: { readonly request: DataRequestView }) {
  return (
    <Badge
      color={COLOURS[request.status]}
      variant={request.status === 'on_time' ? 'light' : 'filled'}
      data-status={request.status}
      data-testid="data-request-deadline"
    >
      {deadlineText(request)}
    </Badge>
  );
}
