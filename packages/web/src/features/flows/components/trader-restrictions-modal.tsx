import { useT } from '../../../shared/i18n/use-t';
import { RestrictionsModal, type RestrictionsMode } from '../../../shared/restrictions/restrictions-modal';
import { useSaveTraderRestrictions, useTraderRestrictions } from '../api/trader-restrictions';

type TraderRestrictionsModalProps = { flowId: string; traderId: string; traderName: string; mode: RestrictionsMode; onClose: () => void };

/** A trader's restrictions in one flow, to edit or to read. */
export const TraderRestrictionsModal = ({ flowId, traderId, traderName, mode, onClose }: TraderRestrictionsModalProps) => {
  const t = useT();
  const restrictions = useTraderRestrictions({ flowId, traderId });
  const save = useSaveTraderRestrictions();
  return (
    <RestrictionsModal
      title={t(mode === 'edit' ? 'restrictions.editTitle' : 'restrictions.viewTitle', { name: traderName })}
      mode={mode}
      restrictions={restrictions.data}
      loadError={restrictions.error}
      onRetry={() => void restrictions.refetch()}
      onClose={onClose}
      onSave={mode === 'edit' ? (entries) => save.mutateAsync({ flowId, traderId, entries }) : undefined}
    />
  );
};
