// Issue 41: a name as a Spanish name is written — each word with its first letter in capital, the
// particles ('de', 'del', 'la', 'las', 'los', 'y', 'e') in lower case unless they open the name —
// for the desk to offer, never to apply unseen. Hyphenated and apostrophised parts each take their
// capital ('María-José', "D'Alessandro"); the spaces are left as typed.
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'e', 'da', 'van', 'von']);

function capitalised(part: string): string {
  const lower = part.toLocaleLowerCase('es-CO');
  return lower.charAt(0).toLocaleUpperCase('es-CO') + lower.slice(1);
}

function wordInTitleCase(word: string, first: boolean): string {
  const lower = word.toLocaleLowerCase('es-CO');
  if (!first && PARTICLES.has(lower)) return lower;
  return lower
    .split(/(?<=[-'’])/u)
    .map(capitalised)
    .join('');
}

export function spanishTitleCase(name: string): string {
  let seenWord = false;
  return name
    .split(/(\s+)/u)
    .map((piece) => {
      if (piece.trim() === '') return piece;
      const word = wordInTitleCase(piece, !seenWord);
      seenWord = true;
      return word;
    })
    .join('');
}

/** The title-case form to offer for a typed name, or null when it is already written so (or empty). */
export function suggestedNameCase(name: string): string | null {
  const suggested = spanishTitleCase(name);
  return suggested === name || name.trim() === '' ? null : suggested;
}
