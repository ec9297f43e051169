import { Anchor, Burger, Group, Text } from '@mantine/core';
import { IconCashBanknote } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useT } from '../../shared/i18n/use-t';
import { LanguageToggle } from './language-toggle';
import { LogoutButton } from './logout-button';
import { ThemeToggle } from './theme-toggle';

// Signed-in only, and heavy (the search dialog, its schemas): loaded after sign-in, never on the login page.
const SearchButton = lazy(() =>
  import('../../features/search/components/search-button').then((module) => ({ default: module.SearchButton })),
);

type HeaderBarProps = {
  showBurger: boolean;
  menuOpened: boolean;
  onBurger: () => void;
  signedIn: boolean;
};

export const HeaderBar = ({ showBurger, menuOpened, onBurger, signedIn }: HeaderBarProps) => {
  const t = useT();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {showBurger ? (
          <Burger
            opened={menuOpened}
            onClick={onBurger}
            size="sm"
            aria-label={menuOpened ? t('header.closeMenu') : t('header.openMenu')}
            data-testid="burger"
          />
        ) : null}
        <Anchor component={Link} to="/" underline="never" c="inherit" aria-label={t('app.name')}>
          <Group gap={6} wrap="nowrap">
            <IconCashBanknote size={24} color="var(--mantine-primary-color-filled)" />
            <Text fw={700} size="lg" visibleFrom="xs">
              {t('app.name')}
            </Text>
          </Group>
        </Anchor>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {signedIn ? (
          <Suspense fallback={null}>
            <SearchButton />
          </Suspense>
        ) : null}
        <LanguageToggle />
        <ThemeToggle />
        {signedIn ? <LogoutButton /> : null}
      </Group>
    </Group>
  );
};
