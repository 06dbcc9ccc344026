// Staff sign-in: the session and role guard on every route (APP_GUARD), the login/logout/me
// endpoints, 'Mi cuenta' (one's own password, ending all one's sessions), the brute-force brake,
// and the first administrator.
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../config.js';
import type { ReadQueries } from '../shared/read-store/read-store.port.js';
import { CLOCK, READ_STORE } from '../shared/tokens.js';
import { ActorGate } from '../shared/commands/actor-gate.js';
import { CurrentStaffAccounts, PasswordHasher } from '../staff/staff.port.js';
import { StaffModule } from '../staff/staff.module.js';
import { AuthController } from './auth.http.controller.js';
import { ChangeOwnPasswordController } from './change-own-password.http.controller.js';
import { EndSessionsController } from './end-sessions.http.controller.js';
import { FirstAdministrator } from './first-administrator.js';
import { LoginThrottle } from './login-throttle.js';
import { loadSessionSecret, SESSION_SECRET } from './session-secret.js';
import { SessionRenewal } from './session-renewal.js';
import { SessionTokens } from './session-tokens.js';
import { SessionGuard } from './session.guard.js';
import { SessionStrategy } from './session.strategy.js';
import { SignIn } from './sign-in.js';
import { StaffSessions } from './staff-sessions.js';

const httpControllers = [AuthController, ChangeOwnPasswordController, EndSessionsController];

@Module({
  imports: [StaffModule],
  controllers: httpControllers,
  providers: [
    { provide: SESSION_SECRET, inject: [APP_CONFIG], useFactory: (config: AppConfig) => loadSessionSecret(config) },
    { provide: SessionTokens, inject: [SESSION_SECRET], useFactory: (secret: string) => new SessionTokens(secret) },
    {
      provide: StaffSessions,
      inject: [CurrentStaffAccounts, ActorGate],
      useFactory: (accounts: CurrentStaffAccounts, gate: ActorGate) => new StaffSessions(accounts, gate),
    },
    {
      provide: SessionStrategy,
      inject: [SESSION_SECRET, StaffSessions],
      useFactory: (secret: string, sessions: StaffSessions) => new SessionStrategy(secret, sessions),
    },
    { provide: LoginThrottle, inject: [CLOCK], useFactory: (clock: () => Date) => new LoginThrottle(clock) },
    {
      provide: SignIn,
      inject: [READ_STORE, CurrentStaffAccounts, PasswordHasher, LoginThrottle, SessionTokens],
      useFactory: (
        readStore: ReadQueries,
        accounts: CurrentStaffAccounts,
        hasher: PasswordHasher,
        throttle: LoginThrottle,
        tokens: SessionTokens,
      ) => new SignIn(readStore, accounts, hasher, throttle, tokens),
    },
    {
      provide: SessionRenewal,
      inject: [CurrentStaffAccounts, SessionTokens],
      useFactory: (accounts: CurrentStaffAccounts, tokens: SessionTokens) => new SessionRenewal(accounts, tokens),
    },
    { provide: APP_GUARD, useClass: SessionGuard },
    FirstAdministrator,
  ],
})
export class AuthModule {}
