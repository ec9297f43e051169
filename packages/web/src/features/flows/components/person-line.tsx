import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Flow } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import { LIST_COPY_CONFIRM_MS, ShortId } from '../../../shared/ui/short-id';

type Person = Flow['merchants'][number];

/** A merchant or trader of a flow: name, online badge, ROOT badge and the copyable uuid. */
export const PersonLine = ({ person }: { person: Person }) => {
  const t = useT();
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Group gap={6} wrap="wrap">
        <Text fw={600} size="sm" data-testid="person-name">
          {person.username}
        </Text>
        <Badge size="xs" variant="light" color={person.is_online ? 'green' : 'gray'} data-online={person.is_online}>
          {person.is_online ? t('status.online') : t('status.offline')}
        </Badge>
        {person.is_root ? (
          <Badge size="xs" variant="filled" color="orange">
            ROOT
          </Badge>
        ) : null}
      </Group>
      <ShortId id={person.uuid} timeout={LIST_COPY_CONFIRM_MS} />
    </Stack>
  );
};
