// The shell's navigation: one link per screen, highlighted while its screen is open; the owner's
// screens (Auditoría, Configuración, Personal) only for an Administrador (R25).
import { NavLink } from '@mantine/core';
import { Link, useMatch } from 'react-router-dom';
import { message, type MessageKey } from '@gym/domain';
import { useIsAdministrator } from '../stores/session-store';

interface NavigationItem {
  readonly to: string;
  readonly label: MessageKey;
  readonly adminOnly?: boolean;
}

const navigationItems: readonly NavigationItem[] = [
  { to: '/', label: 'NAV.DASHBOARD' },
  { to: '/check-in', label: 'NAV.CHECK_IN' },
  { to: '/users', label: 'NAV.USERS' },
  { to: '/payments', label: 'NAV.PAYMENTS' },
  { to: '/cash-closing', label: 'NAV.CASH_CLOSING' },
  { to: '/body-composition', label: 'NAV.BODY_COMPOSITION' },
  { to: '/attendance', label: 'NAV.ATTENDANCE' },
  { to: '/audit', label: 'NAV.AUDIT', adminOnly: true },
  { to: '/settings', label: 'NAV.SETTINGS', adminOnly: true },
  { to: '/staff', label: 'NAV.STAFF', adminOnly: true },
  { to: '/my-account', label: 'NAV.MY_ACCOUNT' },
];

export function NavigationLinks({ onNavigate }: { readonly onNavigate: () => void }) {
  const administrator = useIsAdministrator();
  return navigationItems
    .filter((item) => administrator || !item.adminOnly)
    .map((item) => <NavigationLink key={item.to} item={item} onNavigate={onNavigate} />);
}

function NavigationLink({ item, onNavigate }: { readonly item: NavigationItem; readonly onNavigate: () => void }) {
  // '/users' stays highlighted on a profile (/users/:id); '/' only on the dashboard itself.
  const active = useMatch({ path: item.to, end: item.to === '/' }) !== null;
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={message(item.label)}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      variant="filled"
    />
  );
}
