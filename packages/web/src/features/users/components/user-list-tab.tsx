import type { ManagedUser } from '@paydesk/contract';
import { Suspense, useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { ListSection } from '../../../shared/list/list-section';
import { useOpenParam } from '../../../shared/list/open-param';
import { useUsersList } from '../api/get-users';
import { TAB_TYPE, type UserTab } from '../model/user-type';
import { BlockUserModal, EditUserModal, TraderFlowsModal, UnblockUserModal, UserDetailsModal } from './lazy-user-modals';
import { type RowAction, userColumns } from './user-columns';

type Open = { action: RowAction; user: ManagedUser } | null;

/** One tab of the users page: filters (type fixed by the tab), table, pagination and the row modals. */
export const UserListTab = ({ tab }: { tab: UserTab }) => {
  const t = useT();
  const type = TAB_TYPE[tab];
  const list = useUsersList(type);
  const [open, setOpen] = useState<Open>(null);
  // The details view is a record with an address of its own (`?open=<uuid>`): a row click or Details.
  const details = useOpenParam();
  const close = () => setOpen(null);
  const columns = userColumns(type, t, (action, user) => (action === 'details' ? details.open(user.uuid) : setOpen({ action, user })));
  const openUser = details.openId ? (list.data?.items.find((user) => user.uuid === details.openId) ?? { uuid: details.openId }) : null;

  return (
    <>
      <ListSection
        list={list}
        columns={columns}
        rowKey={(user) => user.uuid}
        emptyText={t('users.empty')}
        minWidth={type === 'merchant' || type === 'trader' ? 940 : 760}
        testId={`users-list-${tab}`}
        onRowClick={(user) => details.open(user.uuid)}
      />
      {/* The modals' code arrives when one opens; the table stays as it is meanwhile. */}
      <Suspense fallback={null}>
        {open?.action === 'edit' ? <EditUserModal user={open.user} onClose={close} /> : null}
        {openUser ? <UserDetailsModal key={openUser.uuid} user={openUser} onClose={details.close} /> : null}
        {open?.action === 'block' ? <BlockUserModal user={open.user} onClose={close} /> : null}
        {open?.action === 'unblock' ? <UnblockUserModal user={open.user} onClose={close} /> : null}
        {open?.action === 'flows' ? <TraderFlowsModal user={open.user} onClose={close} /> : null}
      </Suspense>
    </>
  );
};
