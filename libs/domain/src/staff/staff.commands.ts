// What can be asked of a staff account. The password arrives already hashed: hashing is I/O-free
// but slow and secret-bearing, so it belongs to the backend, never to the domain.

export interface CreateStaffAccount {
  readonly type: 'CreateStaffAccount';
  readonly data: {
    readonly staffId: string;
    /** Stored lower-cased and trimmed. */
    readonly email: string;
    readonly displayName: string;
    readonly passwordHash: string;
  };
}

export interface ChangeStaffPassword {
  readonly type: 'ChangeStaffPassword';
  readonly data: { readonly staffId: string; readonly passwordHash: string };
}

export interface DisableStaffAccount {
  readonly type: 'DisableStaffAccount';
  readonly data: { readonly staffId: string };
}

export type StaffCommand = CreateStaffAccount | ChangeStaffPassword | DisableStaffAccount;
export type StaffCommandType = StaffCommand['type'];
