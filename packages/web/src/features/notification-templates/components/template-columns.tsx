import { ActionIcon, Badge, Code, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { NotificationTemplateItem } from '@paydesk/contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Translate } from '../../../shared/i18n/translate';
import type { Column } from '../../../shared/list/data-table';
import { TemplateEnabledSwitch } from './template-enabled-switch';
import { TemplateKindBadge } from './template-kind-badge';

export type TemplateAction = 'edit' | 'delete';

type Options = { t: Translate; onAction: (action: TemplateAction, template: NotificationTemplateItem) => void };

/** The templates table: bank with its senders, kind, pattern, origin, the switch and the custom ones' actions. */
export const templateColumns = ({ t, onAction }: Options): Column<NotificationTemplateItem>[] => [
  {
    key: 'bank',
    header: t('templates.column.bank'),
    card: 'title',
    width: 200,
    render: (template) => (
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {template.bank.title}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {template.sources.join(', ')}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'kind',
    header: t('templates.column.kind'),
    nowrap: true,
    render: (template) => <TemplateKindBadge kind={template.kind.slug} />,
  },
  {
    key: 'pattern',
    header: t('templates.column.pattern'),
    render: (template) => (
      <Tooltip label={template.pattern} multiline maw={480} withinPortal openDelay={400} style={{ overflowWrap: 'anywhere' }}>
        <Code
          block
          data-testid="template-pattern-cell"
          style={{
            maxWidth: 320,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            padding: '2px 6px',
          }}
        >
          {template.pattern}
        </Code>
      </Tooltip>
    ),
  },
  {
    key: 'origin',
    header: t('templates.column.origin'),
    nowrap: true,
    render: (template) =>
      template.builtin ? (
        <Badge variant="outline" color="gray" size="sm" style={{ minWidth: 'max-content' }} data-testid="template-builtin">
          {t('templates.builtin')}
        </Badge>
      ) : (
        <Badge variant="light" color="blue" size="sm" style={{ minWidth: 'max-content' }}>
          {t('templates.custom')}
        </Badge>
      ),
  },
  {
    key: 'enabled',
    header: t('templates.column.enabled'),
    card: 'status',
    // Keyed by the server's state, so a reload moves the switch too.
    render: (template) => <TemplateEnabledSwitch key={`${template.id}-${template.enabled}`} template={template} />,
  },
  {
    key: 'actions',
    header: t('templates.column.actions'),
    nowrap: true,
    render: (template) =>
      template.builtin ? null : (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('templates.edit')} withinPortal>
            <ActionIcon
              variant="default"
              onClick={() => onAction('edit', template)}
              aria-label={t('templates.editOf', { id: template.id })}
              data-testid="template-edit"
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('templates.delete')} withinPortal>
            <ActionIcon
              variant="light"
              color="red"
              onClick={() => onAction('delete', template)}
              aria-label={t('templates.deleteOf', { id: template.id })}
              data-testid="template-delete"
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
  },
];
