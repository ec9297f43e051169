import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify';
import { SectionCard } from '../../../shared/ui/section-card';
import { useEndOtherSessions, useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { deviceName } from './device-name.util';
import { FormError } from '../../../shared/ui/form-error';
import { DateTimeText } from '../../../shared/ui/date-time-text';

/** Where the user is signed in; any session but this one can be ended from here. */
export const SessionsCard = () => {
  const t = useT();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((session) => !session.is_current).length;

  return (
    <SectionCard title={t('sessions.title')} testId="sessions">
      <Stack gap="sm">
        <FormError message={sessions.error ? errorMessage(sessions.error, t('sessions.failed')) : null} />
        {(sessions.data ?? []).map((session) => (
          <Paper key={session.id} withBorder p="sm" data-testid="session-row">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    {deviceName(session.user_agent) ?? t('sessions.unknownDevice')}
                  </Text>
                  {session.is_current ? (
                    <Badge color="green" variant="light">
                      {t('sessions.current')}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" c="dimmed">
                  {t('sessions.address')}: {session.ip ?? '—'} · {t('sessions.lastSeen')}: <DateTimeText value={session.last_seen_at} />
                </Text>
              </Stack>
              {session.is_current ? null : (
                <Button
                  variant="light"
                  color="red"
                  size="xs"
                  loading={endOne.isPending && endOne.variables === session.id}
                  onClick={() =>
                    endOne.mutate(session.id, { onSuccess: () => notifySuccess(t('sessions.ended')), onError: (e) => notifyError(e) })
                  }
                >
                  {t('sessions.end')}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
        {others > 0 ? (
          <Group>
            <Button
              variant="default"
              loading={endOthers.isPending}
              onClick={() =>
                endOthers.mutate(undefined, { onSuccess: () => notifySuccess(t('sessions.endedOthers')), onError: (e) => notifyError(e) })
              }
            >
              {t('sessions.endOthers')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </SectionCard>
  );
};
