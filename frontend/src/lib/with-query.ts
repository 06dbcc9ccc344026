// A path with its query string; empty, null and undefined parameters are left out.

export type QueryParams = Readonly<Record<string, string | number | null | undefined>>;

export function withQuery(path: string, params: QueryParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** How many rows a history screen asks for at a time. */
export const HISTORY_PAGE_SIZE = 20;
