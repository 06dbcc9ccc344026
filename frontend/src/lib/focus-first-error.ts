// After a form marks its fields (Enter or Guardar with something missing), the caret goes to the first
// marked one, so the person sees what to type instead of a form that seemingly did nothing.

/** Focuses the first field marked invalid inside `form`, once React has drawn the marks. */
export function focusFirstError(form: EventTarget | null | undefined): void {
  if (!(form instanceof HTMLElement)) return;
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
