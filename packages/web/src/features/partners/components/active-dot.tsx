import { useT } from '../../../shared/i18n/use-t';
import { Dot } from '../../../shared/ui/dot';

/** Whether a partner system takes orders. */
export const ActiveDot = ({ active }: { active: boolean }) => {
  const t = useT();
  return <Dot on={active} label={active ? t('partners.active') : t('partners.inactive')} data-active={active} />;
};
