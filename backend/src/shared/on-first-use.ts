// Libraries that a few requests use (exceljs for the exports, sharp for a photo, nodemailer for the
// reminders' e-mail) are loaded on first use, not at start: each adds 7–21 MB to the RSS of every
// app process, most of which never exports or uploads anything (docs/performance.md, "Memory").
/** `load` runs once, on the first call; every call answers its one promise. */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

/** exceljs, for the two workbooks the app writes (the gym's export, a member's data report). */
export const loadExcelJs = onFirstUse(async () => (await import('exceljs')).default);
