// Signing in: the brute-force brake, the account by e-mail, the password check (the same scrypt
// work, and the same brake and delay, whether or not the e-mail exists), and a session token.
import { normaliseEmail } from '@gym/domain';
import { AppError } from '../shared/http/app-error.js';
import type { ReadQueries } from '../shared/read-store/read-store.port.js';
import type { CurrentStaffAccounts, PasswordHasher } from '../staff/staff.port.js';
import { STAFF_ACCOUNTS, type StaffAccountDocument } from '../staff/staff.port.js';
import type { LoginThrottle } from './login-throttle.js';
import type { SessionTokens } from './session-tokens.js';

export interface SignedIn {
  readonly account: StaffAccountDocument;
  readonly token: string;
}

export class SignIn {
  constructor(
    private readonly readStore: ReadQueries,
    private readonly accounts: Pick<CurrentStaffAccounts, 'current'>,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly tokens: SessionTokens,
  ) {}

  /** The account and its token; AUTH.INVALID_CREDENTIALS alike for an unknown e-mail, a wrong password or a disabled account. */
  async signIn(email: string, password: string, address: string): Promise<SignedIn> {
    const wanted = normaliseEmail(email);
    const attempt = await this.throttle.admit(wanted, address);
    let account: StaffAccountDocument | undefined;
    let matches: boolean;
    try {
      account = await this.activeAccount(wanted);
      matches = await this.hasher.verifyAccount(password, account?.passwordHash);
    } catch (error) {
      this.throttle.abandoned(attempt);
      throw error;
    }
    if (!account || !matches) throw new AppError('AUTH.INVALID_CREDENTIALS');
    this.throttle.succeeded(attempt);
    return { account, token: this.tokens.issue(account) };
  }

  /**
   * The active account with this e-mail: found by the projection's index, then read as it stands now
   * in its stream (issue 28), so a password just changed or an account just disabled holds at once.
   */
  private async activeAccount(email: string): Promise<StaffAccountDocument | undefined> {
    if (email === '') return undefined;
    const found = await this.readStore.find<StaffAccountDocument>(STAFF_ACCOUNTS, {
      filter: { email, disabled: false },
      limit: 1,
    });
    const id = found.items[0]?.id;
    const account = id === undefined ? null : await this.accounts.current(id);
    return account && !account.disabled && account.email === email ? account : undefined;
  }
}
