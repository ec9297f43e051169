import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../shared/i18n/use-t';
import { PageHeader } from '../../shared/ui/page-header';

export const NotFoundPage = () => {
  const t = useT();
  return (
    <Stack gap="sm" align="flex-start" data-testid="not-found">
      <PageHeader title={t('page.notFoundTitle')} />
      <Text c="dimmed">{t('page.notFoundText')}</Text>
      <Button component={Link} to="/" variant="light">
        {t('page.goHome')}
      </Button>
    </Stack>
  );
};
