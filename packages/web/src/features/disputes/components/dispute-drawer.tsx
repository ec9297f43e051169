import { Alert, Center, Drawer, Loader } from '@mantine/core';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { useDispute } from '../api/get-dispute';
import { DisputeDetailsView } from './dispute-details-view';

type DisputeDrawerProps = { uuid: string | null; onClose: () => void; canDecide: boolean; onChanged?: () => void };

/** A dispute's details beside the APPEALS list. */
export const DisputeDrawer = ({ uuid, onClose, canDecide, onChanged }: DisputeDrawerProps) => {
  const t = useT();
  const isMobile = useIsMobile();
  const details = useDispute(uuid);
  return (
    <Drawer
      opened={uuid !== null}
      onClose={onClose}
      position="right"
      size={isMobile ? '100%' : 'lg'}
      title={t('disputes.details.title')}
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      {details.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('app.loading')} />
        </Center>
      ) : details.isError ? (
        <Alert color="red" title={t('notify.error')}>
          {errorMessage(details.error, t('page.loadFailed'))}
        </Alert>
      ) : (
        <DisputeDetailsView details={details.data} canDecide={canDecide} onChanged={onChanged} />
      )}
    </Drawer>
  );
};
