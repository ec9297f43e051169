import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconWebhook } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/use-t';
import { AppModal } from '../../../shared/ui/app-modal';
import { WebhooksForm } from './webhooks-form';

export const WebhooksButton = () => {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconWebhook size={16} />} onClick={open}>
        {t('settings.webhooks')}
      </Button>
      <AppModal opened={opened} onClose={close} title={t('webhooks.title')} size="md">
        <WebhooksForm />
      </AppModal>
    </>
  );
};
