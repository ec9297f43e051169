import type { Role } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import { ListSection } from '../../../shared/list/list-section';
import { useOpenParam } from '../../../shared/list/open-param';
import { useDisputes } from '../api/get-disputes';
import { disputeColumns } from './dispute-columns';
import { DisputeDrawer } from './dispute-drawer';

/** The address parameter of the dispute open in the drawer (`?dispute=<uuid>`). */
export const DISPUTE_PARAM = 'dispute';

type DisputesListProps = {
  role: Role;
  /** Admins who may decide (the status select, resolve and reject). */
  canDecide: boolean;
  /** Filters the screen fixes (the open disputes on /active). */
  fixedFilter?: Record<string, string>;
  /** After a decision or an answer: the screen refreshes its orders. */
  onChanged?: () => void;
  testId?: string;
};

/**
 * The APPEALS tab (spec 001): the role's disputes with the server's filters and pagination, a
 * dispute's details in a drawer (the live connection reloads it, see `useDisputeLive`).
 */
export const DisputesList = ({ role, canDecide, fixedFilter, onChanged, testId }: DisputesListProps) => {
  const t = useT();
  const list = useDisputes(role, fixedFilter);
  const { openId, open, close } = useOpenParam(DISPUTE_PARAM);
  return (
    <>
      <ListSection
        list={list}
        columns={disputeColumns({ role, t, canDecide, onDecided: onChanged })}
        rowKey={(dispute) => dispute.uuid}
        emptyText={t('disputes.empty')}
        minWidth={role === 'merchant' ? 900 : 1040}
        onRowClick={(dispute) => open(dispute.uuid)}
        testId={testId ?? 'disputes-list'}
      />
      <DisputeDrawer uuid={openId} onClose={close} canDecide={canDecide} onChanged={onChanged} />
    </>
  );
};
