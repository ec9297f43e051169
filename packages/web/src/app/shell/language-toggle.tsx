import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { setLocale } from '../../shared/i18n/locale-store';
import { useLocale, useT } from '../../shared/i18n/use-t';

/** Switches between English and Russian; the button names the language it switches to. */
export const LanguageToggle = () => {
  const t = useT();
  const locale = useLocale();
  const next = locale === 'en' ? 'ru' : 'en';
  return (
    <Button
      variant="default"
      size="sm"
      px="xs"
      leftSection={<IconLanguage size={16} />}
      onClick={() => setLocale(next)}
      title={t('header.language')}
      data-testid="language-toggle"
      data-locale={locale}
    >
      {next.toUpperCase()}
    </Button>
  );
};
