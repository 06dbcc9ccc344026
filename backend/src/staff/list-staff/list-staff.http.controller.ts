// GET /api/staff (Administrador): every staff account for the Personal screen, oldest first, with
// its role, whether it is active and its last sign-in. A gym has a handful: no paging.
import { Route } from '../../shared/http/route.decorator.js';
import { Controller, Inject } from '@nestjs/common';
import { apiOperations, type StaffList } from '@gym/domain';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { STAFF_ACCOUNTS, type StaffAccountDocument } from '../staff-accounts/staff-accounts.projection.js';

@Controller()
export class ListStaffController {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadQueries) {}

  @Route(apiOperations.listStaff)
  async list(): Promise<StaffList> {
    const { items } = await this.readStore.find<StaffAccountDocument>(STAFF_ACCOUNTS, {
      sort: [{ field: 'createdAt', direction: 'asc' }],
    });
    return {
      items: items.map((account) => ({
        id: account.id,
        email: account.email,
        displayName: account.displayName,
        role: account.role,
        active: !account.disabled,
        createdAt: account.createdAt,
        lastSignInAt: account.lastSignInAt ?? null,
      })),
    };
  }
}
