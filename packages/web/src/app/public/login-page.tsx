import { Center } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { afterLoginPath } from '../routes/deep-link.util';

export const LoginPage = () => {
  const navigate = useNavigate();
  const { state } = useLocation();
  return (
    <Center mih="calc(100dvh - 60px - 2 * var(--mantine-spacing-md))">
      <LoginForm onSuccess={() => void navigate(afterLoginPath(state), { replace: true })} />
    </Center>
  );
};
