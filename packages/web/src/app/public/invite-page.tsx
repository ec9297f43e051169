import { Center } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { InviteForm } from '../../features/auth/components/invite-form';
import { useT } from '../../shared/i18n/use-t';
import { notifySuccess } from '../../shared/notifications/notify';

type InviteState = { code?: string } | null;

/**
 * The invite link carries its code in the address (`/invite_code?code=…`, the spec's entry
 * point). The page moves it into the history entry's state at once, so the code leaves the
 * address bar, later Referer headers and shared screenshots; a reload still finds it there.
 */
export const InvitePage = () => {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const fromUrl = params.get('code');
  const code = fromUrl ?? (location.state as InviteState)?.code ?? '';

  useEffect(() => {
    if (fromUrl) void navigate('/invite_code', { replace: true, state: { code: fromUrl } });
  }, [fromUrl, navigate]);

  const done = () => {
    notifySuccess(t('invite.done'));
    void navigate('/login', { replace: true });
  };

  return (
    <Center mih="calc(100dvh - 60px - 2 * var(--mantine-spacing-md))">
      <InviteForm code={code} onSuccess={done} />
    </Center>
  );
};
