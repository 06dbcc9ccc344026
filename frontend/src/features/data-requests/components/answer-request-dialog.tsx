// Answering a consulta or a reclamo (R49): the answer (5–2000 characters) and the day it was given
// (today unless told; from the day received to today).
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DATA_REQUEST_TEXT_LENGTH, formatDate, message, type DataRequestView } from '@gym/domain';
import { DialogActions } from '../../../components/dialog-actions';
import { DateInput } from '../../../components/form-inputs';
import { send } from '../../../lib/api-client';
import { notifyFormFailure, notifySuccess } from '../../../lib/notify';

interface AnswerRequestDialogProps {
  readonly request: DataRequestView | null;
  readonly today: string;
  readonly onClose: () => void;
  readonly onAnswered: () => void;
}

export function AnswerRequestDialog({ request, today, onClose, onAnswered }: AnswerRequestDialogProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { answer: '', answeredOn: today },
    validate: {
      answer: (value) =>
        value.trim().length < DATA_REQUEST_TEXT_LENGTH.min || value.trim().length > DATA_REQUEST_TEXT_LENGTH.max
          ? message('DATA_REQUEST.ANSWER_LENGTH')
          : null,
      answeredOn: (value) => (value === '' ? message('DATA_REQUEST.ANSWERED_ON_INVALID') : null),
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async ({ answer, answeredOn }) => {
    if (request === null) return;
    try {
      await send('answerDataRequest', {
        params: { id: request.requestId },
        body: { answer: answer.trim(), answeredOn },
        fallback: 'DATA_REQUEST.ANSWER_FAILED',
      });
      notifySuccess(message('DATA_REQUESTS.ANSWERED'));
      form.reset();
      onAnswered();
    } catch (error) {
      notifyFormFailure(form, error, 'DATA_REQUEST.ANSWER_FAILED', { notify: 'unless-marked' });
    }
  });

  return (
    <Modal
      opened={request !== null}
      onClose={close}
      title={message('DATA_REQUESTS.ANSWER_TITLE', { nombre: request?.memberName ?? '' })}
      centered
      size="lg"
    >
      {request !== null && (
        <form noValidate onSubmit={submit} aria-label={message('DATA_REQUESTS.ANSWER')}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {message(`DATA_REQUEST_KIND.${request.kind}`)} · {formatDate(request.receivedOn)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="data-request-asked">
              {request.request}
            </Text>
            <Textarea
              {...form.getInputProps('answer')}
              label={message('FIELD.dataRequestAnswer')}
              description={message('DATA_REQUESTS.TEXT_HINT')}
              required
              autosize
              minRows={3}
              maxLength={DATA_REQUEST_TEXT_LENGTH.max}
              data-autofocus
            />
            <DateInput
              {...form.getInputProps('answeredOn')}
              value={form.values.answeredOn}
              onChange={(date) => form.setFieldValue('answeredOn', date)}
              label={message('FIELD.answeredOn')}
              minDate={request.receivedOn}
              maxDate={today}
              required
            />
            <DialogActions
              submit={message('DATA_REQUESTS.ANSWER_SAVE')}
              onCancel={close}
              submitting={form.submitting}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
