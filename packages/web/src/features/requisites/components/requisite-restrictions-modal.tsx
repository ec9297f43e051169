import type { Requisite } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import { RestrictionsModal, type RestrictionsMode } from '../../../shared/restrictions/restrictions-modal';
import { useRequisiteRestrictions, useSaveRequisiteRestrictions } from '../api/requisite-restrictions';
import type { RequisiteScope } from '../model/requisite-types';

type RequisiteRestrictionsModalProps = { scope: RequisiteScope; requisite: Requisite; mode: RestrictionsMode; onClose: () => void };

export const RequisiteRestrictionsModal = ({ scope, requisite, mode, onClose }: RequisiteRestrictionsModalProps) => {
  const t = useT();
  const restrictions = useRequisiteRestrictions(scope, requisite.id);
  const save = useSaveRequisiteRestrictions(scope, requisite.id);
  return (
    <RestrictionsModal
      title={t(mode === 'edit' ? 'restrictions.editTitle' : 'restrictions.viewTitle', { name: requisite.name })}
      mode={mode}
      restrictions={restrictions.data}
      loadError={restrictions.error}
      onRetry={() => void restrictions.refetch()}
      onClose={onClose}
      onSave={mode === 'edit' ? (entries) => save.mutateAsync(entries) : undefined}
    />
  );
};
