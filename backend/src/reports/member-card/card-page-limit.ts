// R51: the card's page is open to anyone with the link, so requests are limited per address: at
// most 30 a minute (a member opens it a few times; guessing tokens needs millions). In memory, per
// process: the app's one instance (a second one behind a proxy halves nothing that matters here).
export const CARD_PAGE_LIMIT = 30;
const WINDOW_MS = 60_000;
const MOST_ADDRESSES = 10_000;

export class CardPageLimit {
  private readonly windows = new Map<string, { readonly startedAt: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one request from `address`; false once it is over the limit for the current minute. */
  allow(address: string): boolean {
    const now = this.now();
    const current = this.windows.get(address);
    if (current === undefined || now - current.startedAt >= WINDOW_MS) {
      if (this.windows.size >= MOST_ADDRESSES) this.forgetOld(now);
      this.windows.set(address, { startedAt: now, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= CARD_PAGE_LIMIT;
  }

  private forgetOld(now: number): void {
    for (const [address, window] of this.windows) if (now - window.startedAt >= WINDOW_MS) this.windows.delete(address);
    if (this.windows.size >= MOST_ADDRESSES) this.windows.clear();
  }
}
