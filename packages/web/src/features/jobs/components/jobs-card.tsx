import { Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { allows, innerApi, type CurrentUser, type Job } from '@paydesk/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format/format-date.util';
import { useT } from '../../../shared/i18n/use-t';
import { PageError, PageLoader } from '../../../shared/ui/page-state';
import { SectionCard } from '../../../shared/ui/section-card';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { useJobs } from '../api/get-jobs';

const STATUS_COLORS: Record<Job['status'], string> = { due: 'blue', running: 'yellow', done: 'green', failed: 'red' };

/** Admins (not support): the background jobs, each with its last run, its next run and its last error. */
export const JobsCard = ({ user }: { user: CurrentUser }) => {
  const allowed = allows(innerApi.jobs.list.access, user.type.slug, user.roles, user.is_root);
  if (!allowed) return null;
  return <JobsTable />;
};

const JobsTable = () => {
  const t = useT();
  const jobs = useJobs();
  const isMobile = useIsMobile();
  const status = (job: Job) => (
    <Badge variant="light" color={STATUS_COLORS[job.status]} style={{ flexShrink: 0 }}>
      {t(`jobs.statuses.${job.status}`)}
    </Badge>
  );
  const body = () => {
    if (jobs.error) return <PageError message={errorMessage(jobs.error, t('page.loadFailed'))} onRetry={() => void jobs.refetch()} />;
    if (!jobs.data) return <PageLoader />;
    // On a phone each job is a short block: name and status, then its last and next run.
    if (isMobile) {
      return (
        <Stack gap="sm">
          {jobs.data.map((job) => (
            <Stack key={`${job.kind}:${job.key}`} gap={2} data-testid={`job-${job.kind}`}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" ff="monospace">
                  {job.kind}
                </Text>
                {status(job)}
              </Group>
              <Text size="xs" c="dimmed">
                {t('jobs.lastRun')}: {job.last_run_at ? formatDateTime(job.last_run_at) : '—'}
              </Text>
              <Text size="xs" c="dimmed">
                {t('jobs.nextRun')}: {formatDateTime(job.run_at)}
              </Text>
              {job.last_error && (
                <Text size="xs" c="red" lineClamp={2}>
                  {job.last_error}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      );
    }
    return (
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('jobs.kind')}</Table.Th>
              <Table.Th>{t('jobs.status')}</Table.Th>
              <Table.Th>{t('jobs.lastRun')}</Table.Th>
              <Table.Th>{t('jobs.nextRun')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {jobs.data.map((job) => (
              <Table.Tr key={`${job.kind}:${job.key}`} data-testid={`job-${job.kind}`}>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" ff="monospace">
                      {job.kind}
                    </Text>
                    {job.last_error && (
                      <Tooltip label={job.last_error} multiline w={320}>
                        <Text size="xs" c="red" lineClamp={1} maw={220}>
                          {job.last_error}
                        </Text>
                      </Tooltip>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>{status(job)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm">{job.last_run_at ? formatDateTime(job.last_run_at) : '—'}</Text>
                    {job.last_duration_ms !== null && (
                      <Text size="xs" c="dimmed">
                        {t('jobs.took', { ms: job.last_duration_ms })}
                      </Text>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{formatDateTime(job.run_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };
  return (
    <SectionCard title={t('jobs.title')} testId="jobs-card">
      {body()}
    </SectionCard>
  );
};
