// The one way screens report the outcome of a write: a green notification, or the failure's Spanish text.
import { notifications } from '@mantine/notifications';
import { message, type MessageKey } from '@gym/domain';
import { ApiError } from './api-client';

export function notifySuccess(text: string): void {
  notifications.show({ color: 'teal', message: text });
}

/**
 * What to say when a write failed: the server's own catalogue text when it refused for a reason
 * (a rule, a conflict, a bad field), the screen's R18 text when it broke or could not be reached.
 */
export function failureText(error: unknown, fallback: MessageKey): string {
  if (error instanceof ApiError && error.status !== 0 && error.code !== 'SERVER.ERROR') return error.message;
  return message(fallback);
}

export function notifyFailure(error: unknown, fallback: MessageKey): void {
  notifications.show({ color: 'red', message: failureText(error, fallback) });
}

/** A refusal said before a form opens (R41: 'Cobrar' on a closed day), in the failure's red. */
export function notifyRefusal(text: string): void {
  notifications.show({ color: 'red', message: text });
}

/**
 * The form field a server refusal is about (`details.cedula` → `cedula`) with its text, so the form
 * can mark it as it marks its own checks; null when the refusal names no field.
 */
function refusedField(error: unknown): { readonly field: string; readonly text: string } | null {
  if (!(error instanceof ApiError) || error.status === 0 || !error.field) return null;
  const field = error.field.split('.').at(-1) ?? '';
  return field === '' ? null : { field, text: error.message };
}

/** What a form offers to be marked: Mantine's `useForm` answer fits. */
export interface MarkableForm {
  readonly values: object;
  readonly setFieldError: (field: string, text: string) => void;
}

interface FormFailureOptions {
  /** The fields the server may name; every field of the form when left out. */
  readonly fields?: readonly string[];
  /** 'unless-marked': no notification when the refusal marked a field (the text shows beside it). */
  readonly notify?: 'always' | 'unless-marked';
}

/**
 * A form's write failed: the notification with the failure's text (the server's, or the form's R18
 * `fallback`), and the field the server's refusal names, when the form has it, marked with its text.
 */
export function notifyFormFailure(
  form: MarkableForm,
  error: unknown,
  fallback: MessageKey,
  { fields, notify = 'always' }: FormFailureOptions = {},
): void {
  const refused = refusedField(error);
  const marked = refused !== null && (fields ? fields.includes(refused.field) : refused.field in form.values);
  if (!marked || notify === 'always') notifyFailure(error, fallback);
  if (marked) form.setFieldError(refused.field, refused.text);
}
