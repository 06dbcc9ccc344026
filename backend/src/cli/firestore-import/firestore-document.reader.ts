// Reads one document's fields into typed values, collecting every problem (in Spanish, naming the
// original field) instead of stopping at the first, so the report lists all that is wrong.
import { MAX_AMOUNT, message, type MessageKey } from '@gym/domain';
import { isBlank, readDecimal, readMoment, readMoney, readText, shown, type Moment } from './firestore-values.js';

export class DocumentReader {
  readonly problems: string[] = [];
  readonly notes: string[] = [];

  /** `path` prefixes field names in messages, e.g. 'historialPagos[2]'; '' for the document itself. */
  constructor(
    readonly fields: Readonly<Record<string, unknown>>,
    readonly path: string,
    readonly timeZone: string,
  ) {}

  /** The field as written in messages: 'fechaIngreso', 'historialPagos[2].monto'. */
  field(name: string): string {
    if (name === '' || this.path === '') return name === '' ? this.path : name;
    return `${this.path}.${name}`;
  }

  problem(key: MessageKey, name: string, params: Readonly<Record<string, string | number>> = {}): void {
    this.problems.push(message(key, { campo: this.field(name), valor: shown(this.fields[name]), ...params }));
  }

  note(key: MessageKey, name: string, params: Readonly<Record<string, string | number>> = {}): void {
    this.notes.push(message(key, { campo: this.field(name), valor: shown(this.fields[name]), ...params }));
  }

  /** Takes over a nested entry's problems and notes; true when it had no problem. */
  adopt(child: DocumentReader): boolean {
    this.problems.push(...child.problems);
    this.notes.push(...child.notes);
    return child.problems.length === 0;
  }

  /** The first of `names` that has a value (the original product and its tools spelled some twice). */
  pick(...names: string[]): string {
    return names.find((name) => !isBlank(this.fields[name])) ?? names.at(0) ?? '';
  }

  /** A day; null when blank (a problem too when `required`) or unreadable. */
  date(name: string, required: boolean): string | null {
    return this.moment(name, required)?.date ?? null;
  }

  moment(name: string, required: boolean): Moment | null {
    const value = this.fields[name];
    if (isBlank(value)) {
      if (required) this.problem('IMPORT.FIELD_MISSING', name);
      return null;
    }
    const moment = readMoment(value, this.timeZone);
    if (moment === undefined) this.problem('IMPORT.DATE_INVALID', name);
    return moment ?? null;
  }

  /**
   * Whole pesos from 0 to 10.000.000 (R26: what the app itself accepts, so every total stays exact);
   * `fallback` when blank; null after a problem (not a number, negative, over the limit).
   */
  money(name: string, fallback: number | null): number | null {
    const value = this.fields[name];
    if (isBlank(value)) {
      if (fallback === null) this.problem('IMPORT.FIELD_MISSING', name);
      return fallback;
    }
    return this.checkedMoney(name, readMoney(value));
  }

  /** `amount` read from field `name`, or null after naming its problem. */
  checkedMoney(name: string, amount: number | undefined): number | null {
    if (amount === undefined) this.problem('IMPORT.NUMBER_INVALID', name);
    else if (amount < 0) this.problem('IMPORT.AMOUNT_NEGATIVE', name);
    else if (amount > MAX_AMOUNT) this.problem('IMPORT.AMOUNT_TOO_LARGE', name);
    else return amount;
    return null;
  }

  /** A number from 0 to `max`, or null when blank or after a problem. */
  decimal(name: string, max: number): number | null {
    const value = this.fields[name];
    if (isBlank(value)) return null;
    const number = readDecimal(value);
    if (number === undefined) this.problem('IMPORT.NUMBER_INVALID', name);
    else if (number < 0 || number > max) this.problem('IMPORT.OUT_OF_RANGE', name);
    return number === undefined || number < 0 || number > max ? null : number;
  }

  /** Trimmed text, '' when blank; a problem when it is not text or longer than `max`. */
  text(name: string, max: number): string {
    const value = this.fields[name];
    if (isBlank(value)) return '';
    const text = readText(value);
    if (text === undefined) this.problem('IMPORT.TEXT_INVALID', name);
    else if (text.length > max) this.problem('IMPORT.TEXT_TOO_LONG', name, { max });
    return text ?? '';
  }
}
