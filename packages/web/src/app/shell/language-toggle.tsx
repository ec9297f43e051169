import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useLanguages } from '../../shared/i18n/languages-query';
import { setLocale } from '../../shared/i18n/locale-store';
import { useLocale, useT } from '../../shared/i18n/use-t';

/** Moves to the next language of the server's list (`GET /language`); the button names it. */
export const LanguageToggle = () => {
  const t = useT();
  const locale = useLocale();
  const languages = useLanguages(locale);
  const index = languages.findIndex((language) => language.code === locale);
  const nextLanguage = languages[(index + 1) % languages.length] ?? languages[0]!;
  const next = nextLanguage.code;
  return (
    <Button
      variant="default"
      size="sm"
      px="xs"
      leftSection={<IconLanguage size={16} />}
      onClick={() => void setLocale(next).catch((error: unknown) => console.error(error))}
      title={`${t('header.language')}: ${nextLanguage.title}`}
      data-testid="language-toggle"
      data-locale={locale}
    >
      {next.toUpperCase()}
    </Button>
  );
};
