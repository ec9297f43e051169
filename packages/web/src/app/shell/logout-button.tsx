import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { useT } from '../../shared/i18n/use-t';

export const LogoutButton = () => {
  const t = useT();
  const navigate = useNavigate();
  const logout = useLogout({ onDone: () => void navigate('/login', { replace: true }) });
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
