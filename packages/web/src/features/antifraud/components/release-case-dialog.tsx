import type { AntiFraudCase } from '@paydesk/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { ConfirmDialog } from '../../../shared/ui/form/confirm-dialog';
import { useReleaseCase } from '../api/release-case';

/** The question before a case is released: its block ends at once and cannot be put back by hand. */
export const ReleaseCaseDialog = ({ item, onClose }: { item: AntiFraudCase; onClose: () => void }) => {
  const t = useT();
  const release = useReleaseCase();
  return (
    <ConfirmDialog
      title={t('antiFraud.releaseTitle')}
      message={t('antiFraud.releaseText', { rule: item.rule.title, target: item.target.username, effect: item.effect.title })}
      confirmLabel={t('antiFraud.release')}
      onConfirm={() => release.mutate(item.guid, { onSuccess: onClose })}
      onClose={onClose}
      pending={release.isPending}
      failure={release.isError ? { message: errorMessage(release.error, t('api.requestFailed')), others: [] } : null}
      testIds={{ form: 'anti-fraud-release-form', submit: 'anti-fraud-release-confirm', failure: 'anti-fraud-release-error' }}
    />
  );
};
