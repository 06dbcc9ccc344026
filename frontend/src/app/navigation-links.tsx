// The shell's navigation: one link per screen of spec §2, highlighted while its screen is open.
import { NavLink } from '@mantine/core';
import { Link, useMatch } from 'react-router-dom';
import { message, type MessageKey } from '@gym/domain';

interface NavigationItem {
  readonly to: string;
  readonly label: MessageKey;
}

const navigationItems: readonly NavigationItem[] = [
  { to: '/', label: 'NAV.DASHBOARD' },
  { to: '/check-in', label: 'NAV.CHECK_IN' },
  { to: '/users', label: 'NAV.USERS' },
  { to: '/payments', label: 'NAV.PAYMENTS' },
  { to: '/cash-closing', label: 'NAV.CASH_CLOSING' },
  { to: '/body-composition', label: 'NAV.BODY_COMPOSITION' },
  { to: '/attendance', label: 'NAV.ATTENDANCE' },
  { to: '/audit', label: 'NAV.AUDIT' },
];

export function NavigationLinks({ onNavigate }: { readonly onNavigate: () => void }) {
  return navigationItems.map((item) => <NavigationLink key={item.to} item={item} onNavigate={onNavigate} />);
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
