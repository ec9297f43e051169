import { Button, Group, Stack, Tabs } from '@mantine/core';
import { innerApi } from '@paydesk/contract';
import { IconPlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { UserListTab } from '../../features/users/components/user-list-tab';
import { CreateUserModal } from '../../features/users/components/lazy-user-modals';
import { isUserTab, TAB_PATHS, tabOf, TAB_TYPE, USER_TABS, type UserTab } from '../../features/users/model/user-type';
import { useT } from '../../shared/i18n/use-t';
import { canAccess } from '../../shared/session/access.util';
import { useCurrentUser } from '../../shared/session/current-user';
import { PageHeader } from '../../shared/ui/page-header';
import { PageForbidden } from '../../shared/ui/page-state';

const USERS_PATH = '/users';

/** /users keeps the tab in `?tab=`; /traders, /admins, /agents and /merchants are the page on that tab. */
const useTab = () => {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tab: UserTab = tabOf(pathname, params.get('tab'));
  const select = (next: UserTab) => {
    if (pathname === USERS_PATH) setParams({ tab: next });
    else void navigate(TAB_PATHS.includes(next) ? `/${next}` : `${USERS_PATH}?tab=${next}`);
  };
  return [tab, select] as const;
};

export const UsersPage = () => {
  const t = useT();
  const { data: user } = useCurrentUser();
  const [tab, selectTab] = useTab();
  const [creating, setCreating] = useState(false);
  // The spec's create form starts its fee maximum at 499 once a user has been created.
  const [createdOnce, setCreatedOnce] = useState(false);
  const type = TAB_TYPE[tab];

  if (!canAccess(user ?? null, innerApi.users.list.access)) {
    return (
      <Stack gap="md">
        <PageHeader title={t('menu.users')} />
        <PageForbidden />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader title={t('menu.users')} />
      <Tabs value={tab} onChange={(next) => isUserTab(next) && selectTab(next)} keepMounted={false}>
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap-reverse">
          <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', maxWidth: '100%' }}>
            {USER_TABS.map((item) => (
              <Tabs.Tab key={item} value={item} data-testid={`users-tab-${item}`}>
                {t(`users.tab.${item}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="create-user">
            {t(`users.create.${type}`)}
          </Button>
        </Group>
        {USER_TABS.map((item) => (
          <Tabs.Panel key={item} value={item} pt="md">
            <UserListTab tab={item} />
          </Tabs.Panel>
        ))}
      </Tabs>
      {creating ? (
        <Suspense fallback={null}>
          <CreateUserModal
            type={type}
            title={t(`users.create.${type}`)}
            afterCreate={createdOnce}
            onCreated={() => setCreatedOnce(true)}
            onClose={() => setCreating(false)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
};
