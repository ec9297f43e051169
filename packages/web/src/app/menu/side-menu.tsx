import { NavLink, ScrollArea, Stack } from '@mantine/core';
import type { CurrentUser } from '@paydesk/contract';
import { Link, useLocation } from 'react-router';
import { useT } from '../../shared/i18n/use-t';
import { canAccess } from '../../shared/session/access.util';
import { MENU_ITEMS } from './menu-items';

type SideMenuProps = {
  user: CurrentUser;
  onNavigate?: () => void;
};

export const SideMenu = ({ user, onNavigate }: SideMenuProps) => {
  const t = useT();
  const { pathname } = useLocation();
  const items = MENU_ITEMS.filter((entry) => canAccess(user, entry.access));

  return (
    <ScrollArea type="auto" h="100%">
      <Stack component="nav" gap={2} data-testid="side-menu" aria-label={t('header.menuTitle')}>
        {items.map(({ key, path, icon: ItemIcon }) => (
          <NavLink
            key={path}
            component={Link}
            to={path}
            label={t(key)}
            leftSection={<ItemIcon size={18} stroke={1.6} />}
            active={pathname === path}
            onClick={onNavigate}
            data-testid={`menu-item-${path}`}
            aria-current={pathname === path ? 'page' : undefined}
          />
        ))}
      </Stack>
    </ScrollArea>
  );
};
