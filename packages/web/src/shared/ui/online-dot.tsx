import { Box, Tooltip } from '@mantine/core';
import { useT } from '../i18n/use-t';

/** Presence in a table cell: a green or grey dot, named for screen readers and on hover. */
export const OnlineDot = ({ online }: { online: boolean }) => {
  const t = useT();
  const label = online ? t('status.online') : t('status.offline');
  return (
    <Tooltip label={label} withinPortal>
      <Box
        component="span"
        role="img"
        aria-label={label}
        data-online={online}
        display="inline-block"
        w={10}
        h={10}
        style={{ borderRadius: '50%', verticalAlign: 'middle' }}
        bg={online ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-gray-5)'}
      />
    </Tooltip>
  );
};
