import { Group, Stack, Text } from '@mantine/core';
import type { TemplateReading } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import { isTemplateKind, TemplateKindBadge } from './template-kind-badge';

type ReadingViewProps = { reading: TemplateReading | null; label: string; testId: string };

/** What one set of templates read in a text: its kind and figures, or why nothing was read. */
export const ReadingView = ({ reading, label, testId }: ReadingViewProps) => {
  const t = useT();
  const said = (() => {
    if (reading === null) return t('templates.try.notRun');
    if (reading.outcome === 'unknown_source') return t('templates.try.unknownSource');
    if (!reading.matched) return t('templates.try.noMatch');
    return null;
  })();
  const figures: [string, string | null][] = reading?.matched
    ? [
        [t('templates.read.amount'), reading.amount === null ? null : `${reading.amount} ${reading.currency ?? ''}`.trim()],
        [t('templates.read.payer'), reading.payer],
        [t('templates.read.tail'), reading.tail],
        [t('templates.read.balance'), reading.balance],
      ]
    : [];
  return (
    <Stack gap={4} data-testid={testId} data-matched={reading?.matched ?? false} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {said !== null ? (
        <Text size="sm" c="dimmed">
          {said}
        </Text>
      ) : (
        <>
          <Group gap="xs" wrap="wrap">
            {isTemplateKind(reading!.kind) ? <TemplateKindBadge kind={reading!.kind} /> : null}
            {reading!.template ? (
              <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {t('templates.try.by', { template: reading!.template })}
              </Text>
            ) : null}
          </Group>
          {figures
            .filter(([, value]) => value !== null)
            .map(([name, value]) => (
              <Text key={name} size="sm" data-field={name}>
                <Text span c="dimmed" size="sm">
                  {name}:{' '}
                </Text>
                {value}
              </Text>
            ))}
        </>
      )}
    </Stack>
  );
};
