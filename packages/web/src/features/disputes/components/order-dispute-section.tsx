import { Alert, Divider, Loader, Stack, Title } from '@mantine/core';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { useOrderDispute } from '../api/get-order-dispute';
import { DisputeDetailsView } from './dispute-details-view';

type OrderDisputeSectionProps = { orderId: string; canDecide: boolean; onChanged?: () => void };

/** In the order's drawer: its latest dispute, when it ever had one; nothing otherwise. */
export const OrderDisputeSection = ({ orderId, canDecide, onChanged }: OrderDisputeSectionProps) => {
  const t = useT();
  const dispute = useOrderDispute(orderId);
  if (dispute.isPending) return <Loader size="xs" aria-label={t('app.loading')} />;
  if (dispute.isError) return <Alert color="red">{errorMessage(dispute.error, t('page.loadFailed'))}</Alert>;
  if (!dispute.data) return null;
  return (
    <Stack gap="md" data-testid="order-dispute">
      <Divider />
      <Title order={5}>{t('disputes.details.title')}</Title>
      <DisputeDetailsView details={dispute.data} canDecide={canDecide} onChanged={onChanged} />
    </Stack>
  );
};
