// `@Allowed('admin')`: the roles that may use a route (R25), declared beside it. Without it, any
// signed-in account may; `@Public()` opens a route to anyone. SessionGuard, the one global guard,
// checks both, and backend/test/auth/permissions.api.spec.ts walks every route against the README.
import { SetMetadata } from '@nestjs/common';
import type { StaffRole } from '@gym/domain';

export const ALLOWED_ROLES = 'gym:allowed-roles';

export const Allowed = (...roles: readonly StaffRole[]): MethodDecorator & ClassDecorator =>
  SetMetadata(ALLOWED_ROLES, roles);
