import { useT } from '../i18n/use-t';
import { Dot } from './dot';

/** Presence in a table cell. */
export const OnlineDot = ({ online }: { online: boolean }) => {
  const t = useT();
  return <Dot on={online} label={online ? t('status.online') : t('status.offline')} data-online={online} />;
};
