// A CSV cell that a spreadsheet would run as a formula (OWASP "CSV injection") is written with a
// leading apostrophe; the import takes that apostrophe off again, so an exported CSV reads back as
// the text it was ('+57 300 111 2222', not "'+57 300 111 2222").

/** A cell starting with one of these runs as a formula in Excel and LibreOffice. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** The apostrophe `neutraliseFormula` puts before such a cell. */
const NEUTRALISED = /^'(?=[=+\-@\t\r])/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The text `neutraliseFormula` was given. A person never types this apostrophe into a CSV: in a
 * spreadsheet a leading apostrophe only marks the cell as text and is not saved with it.
 */
export function restoreFormula(text: string): string {
  return text.replace(NEUTRALISED, '');
}
