import { Center } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { InviteForm } from '../../features/auth/components/invite-form';
import { useT } from '../../shared/i18n/use-t';
import { notifySuccess } from '../../shared/notifications/notify';

export const InvitePage = () => {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const done = () => {
    notifySuccess(t('invite.done'));
    void navigate('/login', { replace: true });
  };

  return (
    <Center mih="calc(100dvh - 60px - 2 * var(--mantine-spacing-md))">
      <InviteForm code={params.get('code') ?? ''} onSuccess={done} />
    </Center>
  );
};
