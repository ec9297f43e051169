import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { TEMPLATE_TRY_TEXTS_MAX, type NotificationTemplateBody } from '@paydesk/contract';
import { IconAlertTriangle, IconCircleCheck, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { SelectField } from '../../../shared/ui/select-field';
import { useTryTemplate } from '../api/try-template';
import { pastedTexts } from '../model/template-form.util';
import { ReadingView } from './reading-view';

type TryPanelProps = {
  /** The senders the texts may come from: the chosen bank's. */
  senders: readonly string[];
  /** The template as the form holds it now, or null when the form is not filled in enough to try. */
  candidate: () => NotificationTemplateBody | null;
};

/** Pasted texts read side by side by the template being edited and by the templates in use. */
export const TryPanel = ({ senders, candidate }: TryPanelProps) => {
  const t = useT();
  const [sender, setSender] = useState<string | null>(null);
  const [raw, setRaw] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const run = useTryTemplate();
  const source = sender !== null && senders.includes(sender) ? sender : (senders[0] ?? null);

  const tryIt = () => {
    const pasted = pastedTexts(raw);
    if (pasted.problem === 'none') return setProblem(t('templates.try.noTexts'));
    if (pasted.problem === 'tooMany') return setProblem(t('templates.try.tooMany', { count: TEMPLATE_TRY_TEXTS_MAX }));
    const body = candidate();
    if (body === null || source === null) return setProblem(null);
    setProblem(null);
    run.mutate({ ...body, texts: pasted.texts.map((text) => ({ source, text })) });
  };

  const answer = run.data;
  return (
    <Card withBorder radius="md" p="sm" data-testid="template-try">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5">
            {t('templates.try.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('templates.try.hint')}
          </Text>
        </div>
        <SelectField
          label={t('templates.try.sender')}
          options={senders.map((value) => ({ value, label: value }))}
          value={source}
          onChange={setSender}
          disabled={senders.length === 0}
          data-testid="template-try-sender"
        />
        <Textarea
          label={t('templates.try.texts')}
          placeholder={t('templates.try.textsPlaceholder')}
          value={raw}
          onChange={(event) => setRaw(event.currentTarget.value)}
          error={problem}
          autosize
          minRows={3}
          maxRows={10}
          data-testid="template-try-texts"
        />
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlayerPlay size={16} />}
            onClick={tryIt}
            loading={run.isPending}
            disabled={senders.length === 0}
            data-testid="template-try-run"
          >
            {t('templates.try.run')}
          </Button>
        </Group>
        {run.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="template-try-error">
            {errorMessage(run.error, t('api.requestFailed'))}
          </Alert>
        ) : null}
        {answer ? (
          <Stack gap="sm" data-testid="template-try-results">
            <Alert
              color={answer.verdict.ok ? 'green' : 'red'}
              variant="light"
              icon={answer.verdict.ok ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
              data-testid="template-try-verdict"
              data-ok={answer.verdict.ok}
            >
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {answer.verdict.ok ? t('templates.try.canSave') : answer.verdict.message}
              </Text>
            </Alert>
            {answer.results.map((result, index) => (
              <Card key={index} withBorder radius="sm" p="xs" data-testid="template-try-result">
                <Stack gap="xs">
                  <Text size="xs" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {result.source}: {result.text}
                  </Text>
                  {result.seen.some((seen) => seen !== result.text) ? (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="template-try-seen">
                      {t('templates.try.seen')}{' '}
                      <Text span ff="monospace" size="xs">
                        {result.seen.join(' ¦ ')}
                      </Text>
                    </Text>
                  ) : null}
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                    <ReadingView reading={result.candidate} label={t('templates.try.candidate')} testId="template-try-candidate" />
                    <ReadingView reading={result.current} label={t('templates.try.current')} testId="template-try-current" />
                  </SimpleGrid>
                </Stack>
              </Card>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
};
