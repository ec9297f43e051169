import { Center } from '@mantine/core';
import { useNavigate } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';

export const LoginPage = () => {
  const navigate = useNavigate();
  return (
    <Center mih="calc(100dvh - 60px - 2 * var(--mantine-spacing-md))">
      <LoginForm onSuccess={() => void navigate('/settings', { replace: true })} />
    </Center>
  );
};
