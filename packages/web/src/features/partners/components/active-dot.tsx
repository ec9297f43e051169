import { Box, Tooltip } from '@mantine/core';
import { useT } from '../../../shared/i18n/use-t';

/** Whether a partner system takes orders: a green or grey dot, named for screen readers and on hover. */
export const ActiveDot = ({ active }: { active: boolean }) => {
  const t = useT();
  const label = active ? t('partners.active') : t('partners.inactive');
  return (
    <Tooltip label={label} withinPortal>
      <Box
        component="span"
        role="img"
        aria-label={label}
        data-active={active}
        display="inline-block"
        w={10}
        h={10}
        style={{ borderRadius: '50%', verticalAlign: 'middle' }}
        bg={active ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-gray-5)'}
      />
    </Tooltip>
  );
};
