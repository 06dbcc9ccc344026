// The signed-in routes of spec §2 inside the shell; each screen's code loads when first opened
// (screen-modules.ts; the first screen's alongside this file, app.tsx).
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
import { screenModules } from './screen-modules';

const DashboardScreen = lazyNamed(screenModules.dashboard, 'DashboardScreen');
const DashboardListScreen = lazyNamed(screenModules.dashboardList, 'DashboardListScreen');
const CheckInScreen = lazyNamed(screenModules.checkIn, 'CheckInScreen');
const RemindersScreen = lazyNamed(screenModules.reminders, 'RemindersScreen');
const UserListScreen = lazyNamed(screenModules.users, 'UserListScreen');
const MemberImportScreen = lazyNamed(screenModules.memberImport, 'MemberImportScreen');
const DeletedMembersScreen = lazyNamed(screenModules.deletedMembers, 'DeletedMembersScreen');
const UserProfileScreen = lazyNamed(screenModules.profile, 'UserProfileScreen');
const PaymentsScreen = lazyNamed(screenModules.payments, 'PaymentsScreen');
const BodyCompositionScreen = lazyNamed(screenModules.bodyComposition, 'BodyCompositionScreen');
const AttendanceScreen = lazyNamed(screenModules.attendance, 'AttendanceScreen');
const CashClosingScreen = lazyNamed(screenModules.cashClosing, 'CashClosingScreen');
const ReceiptScreen = lazyNamed(screenModules.receipt, 'ReceiptScreen');
const AuditScreen = lazyNamed(screenModules.audit, 'AuditScreen');
const AuditMemberScreen = lazyNamed(screenModules.auditMember, 'AuditMemberScreen');
const SettingsScreen = lazyNamed(screenModules.settings, 'SettingsScreen');
const PlansScreen = lazyNamed(screenModules.plans, 'PlansScreen');
const StaffScreen = lazyNamed(screenModules.staff, 'StaffScreen');
const StaffActivityScreen = lazyNamed(screenModules.staffActivity, 'StaffActivityScreen');
const AuthorizationFormScreen = lazyNamed(screenModules.authorizationForm, 'AuthorizationFormScreen');
const DataRequestsScreen = lazyNamed(screenModules.dataRequests, 'DataRequestsScreen');
const ProductsScreen = lazyNamed(screenModules.products, 'ProductsScreen');
const SalesScreen = lazyNamed(screenModules.sales, 'SalesScreen');
const MyAccountScreen = lazyNamed(screenModules.myAccount, 'MyAccountScreen');
const MemberDataReportScreen = lazyNamed(screenModules.memberDataReport, 'MemberDataReportScreen');

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
          path="users/:id/data-report"
          element={
            <Allowed permission="members.rights">
              <MemberDataReportScreen />
            </Allowed>
          }
        />
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
          path="settings/plans"
          element={
            <Allowed permission="prices.manage">
              <PlansScreen />
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
        <Route path="products" element={<ProductsScreen />} />
        <Route path="sell" element={<SalesScreen />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
