// Text people type — names, addresses, phones, notes, payment references, e-mails, searches — is
// printable text (issue 18): no NUL or other control character (line breaks only where a text has
// lines: the notes), and no lone UTF-16 surrogate, which no UTF-8 file, JSON reader or database keeps
// as it was sent (it comes back as U+FFFD, so two different texts would be stored as one).

/** Unicode control characters (Cc: U+0000–U+001F, U+007F–U+009F) and lone surrogates (Cs in `u` mode). */
const NOT_PLAIN = /[\p{Cc}\p{Cs}]/u;
/** The same, except line feed and carriage return. */
const NOT_PLAIN_LINES = /[^\P{Cc}\n\r]|\p{Cs}/u;

export interface PlainTextOptions {
  /** True for texts with lines (the notes): \n and \r are allowed. */
  readonly lines?: boolean;
}

/** True when `text` holds no control character (but line breaks, when it has lines) and no lone surrogate. */
export function isPlainText(text: string, options: PlainTextOptions = {}): boolean {
  return !(options.lines ? NOT_PLAIN_LINES : NOT_PLAIN).test(text);
}
