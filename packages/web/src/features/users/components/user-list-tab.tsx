import type { ManagedUser } from '@paydesk/contract';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { ListSection } from '../../../shared/list/list-section';
import { useUsersList } from '../api/get-users';
import { TAB_TYPE, type UserTab } from '../model/user-type';
import { BlockUserModal } from './block-user-modal';
import { TraderFlowsModal } from './trader-flows-modal';
import { UnblockUserModal } from './unblock-user-modal';
import { type RowAction, userColumns } from './user-columns';
import { UserDetailsModal } from './user-details-modal';
import { EditUserModal } from './user-form-modal';

type Open = { action: RowAction; user: ManagedUser } | null;

/** One tab of the users page: filters (type fixed by the tab), table, pagination and the row modals. */
export const UserListTab = ({ tab }: { tab: UserTab }) => {
  const t = useT();
  const type = TAB_TYPE[tab];
  const list = useUsersList(type);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const columns = userColumns(type, t, (action, user) => setOpen({ action, user }));

  return (
    <>
      <ListSection
        list={list}
        columns={columns}
        rowKey={(user) => user.uuid}
        emptyText={t('users.empty')}
        minWidth={type === 'merchant' || type === 'trader' ? 1000 : 760}
        testId={`users-list-${tab}`}
      />
      {open?.action === 'edit' ? <EditUserModal user={open.user} onClose={close} /> : null}
      {open?.action === 'details' ? <UserDetailsModal user={open.user} onClose={close} /> : null}
      {open?.action === 'block' ? <BlockUserModal user={open.user} onClose={close} /> : null}
      {open?.action === 'unblock' ? <UnblockUserModal user={open.user} onClose={close} /> : null}
      {open?.action === 'flows' ? <TraderFlowsModal user={open.user} onClose={close} /> : null}
    </>
  );
};
