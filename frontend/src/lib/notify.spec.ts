// A form's failed write: the notification it shows and the field it marks.
import { notifications } from '@mantine/notifications';
import { message } from '@gym/domain';
import { ApiError } from './api-client';
import { notifyFormFailure } from './notify';

jest.mock('@mantine/notifications', () => ({ notifications: { show: jest.fn() } }));

const show = jest.mocked(notifications.show);

function fakeForm(values: object) {
  const marked: Record<string, string> = {};
  return { values, marked, setFieldError: (field: string, text: string) => void (marked[field] = text) };
}

const refusal = new ApiError(400, 'VALIDATION.FAILED', 'La cédula ya está registrada.', 'details.cedula');

beforeEach(() => show.mockClear());

it('shows the refusal and marks the field it names', () => {
  const form = fakeForm({ cedula: '', nombre: '' });
  notifyFormFailure(form, refusal, 'MEMBER.ADD_FAILED');
  expect(show).toHaveBeenCalledWith({ color: 'red', message: 'La cédula ya está registrada.' });
  expect(form.marked).toEqual({ cedula: 'La cédula ya está registrada.' });
});

it('marks nothing when the form lacks the field, or it is not among the fields given', () => {
  const form = fakeForm({ nombre: '' });
  notifyFormFailure(form, refusal, 'MEMBER.ADD_FAILED');
  notifyFormFailure(fakeForm({ cedula: '' }), refusal, 'MEMBER.ADD_FAILED', { fields: ['password'] });
  expect(form.marked).toEqual({});
  expect(show).toHaveBeenCalledTimes(2);
});

it("'unless-marked' shows the notification only when no field was marked", () => {
  const form = fakeForm({ cedula: '' });
  notifyFormFailure(form, refusal, 'STAFF.SAVE_FAILED', { notify: 'unless-marked' });
  expect(show).not.toHaveBeenCalled();
  expect(form.marked).toEqual({ cedula: 'La cédula ya está registrada.' });

  notifyFormFailure(form, new ApiError(0, 'NETWORK', ''), 'STAFF.SAVE_FAILED', { notify: 'unless-marked' });
  expect(show).toHaveBeenCalledWith({ color: 'red', message: message('STAFF.SAVE_FAILED') });
});
