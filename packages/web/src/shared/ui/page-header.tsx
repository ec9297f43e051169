import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useT } from '../i18n/use-t';

/** The page heading, also used as the browser tab title. */
export const PageHeader = ({ title }: { title: string }) => {
  const t = useT();
  useDocumentTitle(`${title} · ${t('app.name')}`);
  return (
    <Title order={1} size="h2">
      {title}
    </Title>
  );
};
