import { Box, Container, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PaymentPageView } from '../../features/payment-page/components/payment-page-view';
import { useT } from '../../shared/i18n/use-t';
import { LanguageToggle } from '../shell/language-toggle';
import { ThemeToggle } from '../shell/theme-toggle';

/**
 * The customer's payment page, `/pay/:token`: public, outside the back-office's shell (no session,
 * no socket, no menu), in its own chunk. The browser's language unless the customer picked one
 * (chosen before the first frame, main.tsx).
 */
export const PaymentPageRoute = () => {
  const t = useT();
  const { token = '' } = useParams();
  useEffect(() => {
    document.title = t('payPage.title');
  }, [t]);

  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      <Container size={480} px="md" py="md">
        <Group justify="space-between" mb="md" component="header">
          <Text fw={700} size="lg">
            {t('payPage.title')}
          </Text>
          <Group gap="xs">
            <LanguageToggle />
            <ThemeToggle />
          </Group>
        </Group>
        <main>
          <PaymentPageView token={token} />
        </main>
      </Container>
    </Box>
  );
};
