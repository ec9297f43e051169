import { ActionIcon, Button, Kbd, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { searchKindsOf } from '@paydesk/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { useCurrentUser } from '../../../shared/session/current-user';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { SearchDialog } from './search-dialog';

/** The header's search: a visible button, and Ctrl+K (Cmd+K on a Mac) from anywhere, inputs included. */
export const SearchButton = () => {
  const t = useT();
  const isMobile = useIsMobile();
  const { data: user } = useCurrentUser();
  const [opened, setOpened] = useState(false);
  const allowed = Boolean(user) && searchKindsOf(user?.type.slug).length > 0;
  useHotkeys([['mod+K', () => allowed && setOpened(true)]], []);
  if (!user || !allowed) return null;

  return (
    <>
      {isMobile ? (
        <Tooltip label={t('search.open')} withinPortal>
          <ActionIcon variant="default" size="lg" onClick={() => setOpened(true)} aria-label={t('search.open')} data-testid="search-open">
            <IconSearch size={18} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          variant="default"
          leftSection={<IconSearch size={16} />}
          rightSection={<Kbd size="xs">{t('search.shortcut')}</Kbd>}
          onClick={() => setOpened(true)}
          data-testid="search-open"
        >
          {t('search.open')}
        </Button>
      )}
      {opened ? <SearchDialog role={user.type.slug} onClose={() => setOpened(false)} /> : null}
    </>
  );
};
