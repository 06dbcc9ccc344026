// How many rows a history screen asks for at a time.
export const HISTORY_PAGE_SIZE = 20;
