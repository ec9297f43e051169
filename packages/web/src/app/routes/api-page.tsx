import { Text } from '@mantine/core';
import { useT } from '../../shared/i18n/use-t';

export const ApiPage = () => {
  const t = useT();
  return <Text>{t('page.api')}</Text>;
};
