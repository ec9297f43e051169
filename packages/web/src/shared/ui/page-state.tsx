import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useT } from '../i18n/use-t';

export const PageLoader = () => {
  const t = useT();
  return (
    <Center py="xl">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
};

type PageErrorProps = { message?: string; onRetry?: () => void };

export const PageError = ({ message, onRetry }: PageErrorProps) => {
  const t = useT();
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('notify.error')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message ?? t('page.loadFailed')}</Text>
        {onRetry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('page.retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
};

export const PageEmpty = ({ text }: { text?: string }) => {
  const t = useT();
  return (
    <Text c="dimmed" py="md">
      {text ?? t('page.empty')}
    </Text>
  );
};

/** A screen the signed-in role may not use (the menu hides it; a typed address still lands here). */
export const PageForbidden = () => {
  const t = useT();
  return (
    <Alert color="gray" icon={<IconAlertCircle size={18} />} data-testid="page-forbidden">
      {t('page.forbidden')}
    </Alert>
  );
};
