// The signed-in routes of spec §2 inside the shell; each screen's code loads when first opened.
// The rest of Mantine's styles and the date pickers' load with the signed-in screens, not with the login page.
import './mantine-signed-in.css';
import '@mantine/dates/styles.css';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { Permission } from '@gym/domain';
import { lazyNamed } from '../lib/lazy-named';
import { useMay } from '../stores/session-store';
import { AppShellLayout } from './app-shell-layout';
import { ForbiddenScreen } from './forbidden-screen';

const DashboardScreen = lazyNamed(() => import('../features/dashboard/dashboard-screen'), 'DashboardScreen');
const DashboardListScreen = lazyNamed(
  () => import('../features/dashboard/dashboard-list-screen'),
  'DashboardListScreen',
);
const CheckInScreen = lazyNamed(() => import('../features/check-in/check-in-screen'), 'CheckInScreen');
const RemindersScreen = lazyNamed(() => import('../features/reminders/reminders-screen'), 'RemindersScreen');
const UserListScreen = lazyNamed(() => import('../features/users/user-list-screen'), 'UserListScreen');
const MemberImportScreen = lazyNamed(
  () => import('../features/member-import/member-import-screen'),
  'MemberImportScreen',
);
const DeletedMembersScreen = lazyNamed(
  () => import('../features/deleted-members/deleted-members-screen'),
  'DeletedMembersScreen',
);
const UserProfileScreen = lazyNamed(() => import('../features/user-profile/user-profile-screen'), 'UserProfileScreen');
const PaymentsScreen = lazyNamed(() => import('../features/payments/payments-screen'), 'PaymentsScreen');
const BodyCompositionScreen = lazyNamed(
  () => import('../features/body-composition/body-composition-screen'),
  'BodyCompositionScreen',
);
const AttendanceScreen = lazyNamed(() => import('../features/attendance/attendance-screen'), 'AttendanceScreen');
const CashClosingScreen = lazyNamed(() => import('../features/cash-closing/cash-closing-screen'), 'CashClosingScreen');
const ReceiptScreen = lazyNamed(() => import('../features/receipt/receipt-screen'), 'ReceiptScreen');
const AuditScreen = lazyNamed(() => import('../features/audit/audit-screen'), 'AuditScreen');
const AuditMemberScreen = lazyNamed(() => import('../features/audit/audit-member-screen'), 'AuditMemberScreen');
const SettingsScreen = lazyNamed(() => import('../features/settings/settings-screen'), 'SettingsScreen');
const StaffScreen = lazyNamed(() => import('../features/staff/staff-screen'), 'StaffScreen');
const StaffActivityScreen = lazyNamed(
  () => import('../features/staff-activity/staff-activity-screen'),
  'StaffActivityScreen',
);
const AuthorizationFormScreen = lazyNamed(
  () => import('../features/authorization-form/authorization-form-screen'),
  'AuthorizationFormScreen',
);
const DataRequestsScreen = lazyNamed(
  () => import('../features/data-requests/data-requests-screen'),
  'DataRequestsScreen',
);
const MyAccountScreen = lazyNamed(() => import('../features/my-account/my-account-screen'), 'MyAccountScreen');

/**
 * R25, R33: a screen for the roles `permission` names; anyone else is told it is not theirs (issue 41),
 * at the same address (the server refuses its calls anyway).
 */
function Allowed({ permission, children }: { readonly permission: Permission; readonly children: ReactNode }) {
  return useMay(permission) ? children : <ForbiddenScreen />;
}

export function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<AppShellLayout />}>
        <Route index element={<DashboardScreen />} />
        <Route path="dashboard/:list" element={<DashboardListScreen />} />
        <Route path="check-in" element={<CheckInScreen />} />
        <Route path="reminders" element={<RemindersScreen />} />
        <Route path="users" element={<UserListScreen />} />
        <Route
          path="users/import"
          element={
            <Allowed permission="members.import">
              <MemberImportScreen />
            </Allowed>
          }
        />
        <Route
          path="users/deleted"
          element={
            <Allowed permission="members.restore">
              <DeletedMembersScreen />
            </Allowed>
          }
        />
        <Route path="users/:id" element={<UserProfileScreen />} />
        <Route
          path="payments"
          element={
            <Allowed permission="reports.gymMoney">
              <PaymentsScreen />
            </Allowed>
          }
        />
        <Route path="cash-closing" element={<CashClosingScreen />} />
        <Route path="receipts/:paymentId" element={<ReceiptScreen />} />
        <Route path="body-composition" element={<BodyCompositionScreen />} />
        <Route path="attendance" element={<AttendanceScreen />} />
        <Route
          path="audit"
          element={
            <Allowed permission="audit.read">
              <AuditScreen />
            </Allowed>
          }
        />
        <Route
          path="audit/:id"
          element={
            <Allowed permission="audit.read">
              <AuditMemberScreen />
            </Allowed>
          }
        />
        <Route
          path="settings"
          element={
            <Allowed permission="prices.manage">
              <SettingsScreen />
            </Allowed>
          }
        />
        <Route
          path="staff"
          element={
            <Allowed permission="staff.manage">
              <StaffScreen />
            </Allowed>
          }
        />
        <Route
          path="staff-activity"
          element={
            <Allowed permission="staff.readActivity">
              <StaffActivityScreen />
            </Allowed>
          }
        />
        <Route path="authorization-form" element={<AuthorizationFormScreen />} />
        <Route
          path="data-requests"
          element={
            <Allowed permission="dataRequests.manage">
              <DataRequestsScreen />
            </Allowed>
          }
        />
        <Route path="my-account" element={<MyAccountScreen />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
