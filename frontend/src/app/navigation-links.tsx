// The shell's navigation: one link per screen, highlighted while its screen is open; a screen its
// permission names (R25, R33: Pagos, Auditoría, Configuración, Personal…) only for a role that has it.
import { Badge, NavLink } from '@mantine/core';
import { Link, useMatch } from 'react-router-dom';
import { may, message, type MessageKey, type Permission } from '@gym/domain';
import { usePendingReminders, useRemindersPolling } from '../stores/reminders-store';
import { useSessionStore } from '../stores/session-store';

interface NavigationItem {
  readonly to: string;
  readonly label: MessageKey;
  /** What the role needs to see the screen; none: every signed-in account. */
  readonly permission?: Permission;
}

const navigationItems: readonly NavigationItem[] = [
  { to: '/', label: 'NAV.DASHBOARD' },
  { to: '/check-in', label: 'NAV.CHECK_IN' },
  { to: '/reminders', label: 'NAV.REMINDERS' },
  { to: '/users', label: 'NAV.USERS' },
  { to: '/payments', label: 'NAV.PAYMENTS', permission: 'reports.gymMoney' },
  { to: '/sell', label: 'NAV.SELL' },
  { to: '/cash-closing', label: 'NAV.CASH_CLOSING' },
  { to: '/products', label: 'NAV.PRODUCTS' },
  { to: '/body-composition', label: 'NAV.BODY_COMPOSITION' },
  { to: '/attendance', label: 'NAV.ATTENDANCE' },
  { to: '/audit', label: 'NAV.AUDIT', permission: 'audit.read' },
  { to: '/settings', label: 'NAV.SETTINGS', permission: 'prices.manage' },
  { to: '/staff', label: 'NAV.STAFF', permission: 'staff.manage' },
  { to: '/staff-activity', label: 'NAV.STAFF_ACTIVITY', permission: 'staff.readActivity' },
  { to: '/data-requests', label: 'NAV.DATA_REQUESTS', permission: 'dataRequests.manage' },
  { to: '/my-account', label: 'NAV.MY_ACCOUNT' },
];

export function NavigationLinks({ onNavigate }: { readonly onNavigate: () => void }) {
  const role = useSessionStore((state) => state.account?.role);
  useRemindersPolling();
  return navigationItems
    .filter((item) => item.permission === undefined || may(role, item.permission))
    .map((item) => <NavigationLink key={item.to} item={item} onNavigate={onNavigate} />);
}

function NavigationLink({ item, onNavigate }: { readonly item: NavigationItem; readonly onNavigate: () => void }) {
  // '/users' stays highlighted on a profile (/users/:id); '/' only on the dashboard itself.
  const active = useMatch({ path: item.to, end: item.to === '/' }) !== null;
  const pending = usePendingReminders();
  // R50: the reminders still pending today, beside their screen's name.
  const count =
    item.to === '/reminders' && pending !== null && pending > 0 ? (
      <Badge
        size="sm"
        circle={pending < 10}
        color="red"
        aria-label={message('REMINDERS.PENDING_COUNT', { n: pending })}
        data-testid="reminders-count"
      >
        {pending}
      </Badge>
    ) : undefined;
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={message(item.label)}
      active={active}
      rightSection={count}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      variant="filled"
    />
  );
}
