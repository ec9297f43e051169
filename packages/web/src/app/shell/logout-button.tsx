import { ActionIcon, Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { useT } from '../../shared/i18n/use-t';
import { useIsMobile } from '../../shared/ui/use-is-mobile';

export const LogoutButton = () => {
  const t = useT();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const logout = useLogout({ onDone: () => void navigate('/login', { replace: true }) });
  // On a phone the header also holds the search: the word would push the row past 375 px.
  if (isMobile) {
    return (
      <ActionIcon
        variant="default"
        size="lg"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        aria-label={t('header.logout')}
        data-testid="logout"
      >
        <IconLogout size={18} />
      </ActionIcon>
    );
  }
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconLogout size={16} />}
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
      data-testid="logout"
    >
      {t('header.logout')}
    </Button>
  );
};
