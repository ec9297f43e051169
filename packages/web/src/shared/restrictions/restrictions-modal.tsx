import { Alert, Button, Fieldset, Group, List, ScrollArea, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Restriction } from '@paydesk/contract';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, isApiError } from '../api/api-error';
import { useT } from '../i18n/use-t';
import { fieldMessage, ruleMessage } from '../rules/rule-message';
import { AppModal } from '../ui/app-modal';
import { PageError, PageLoader } from '../ui/page-state';
import {
  checkDraft,
  draftOf,
  type RestrictionDraft,
  type RestrictionEntry,
  serverIssues,
  setDraftValue,
  toEntries,
} from './restrictions-form.util';

/** The spec's limit: longer lists scroll inside the modal. */
const MAX_HEIGHT_PX = 500;

export type RestrictionsMode = 'edit' | 'info';

type RestrictionsModalProps = {
  title: string;
  mode: RestrictionsMode;
  /** Every restriction type with its fields, names, rules and current values; undefined while loading. */
  restrictions: readonly Restriction[] | undefined;
  loadError?: unknown;
  onRetry?: () => void;
  onClose: () => void;
  /** Sends the restrictions; a rejection is the server's answer, shown in the form. */
  onSave?: (entries: RestrictionEntry[]) => Promise<unknown>;
};

type FormProps = Omit<RestrictionsModalProps, 'title' | 'restrictions' | 'loadError' | 'onRetry'> & {
  restrictions: readonly Restriction[];
};

const RestrictionsForm = ({ mode, restrictions, onClose, onSave }: FormProps) => {
  const t = useT();
  const [draft, setDraft] = useState<RestrictionDraft>(() => draftOf(restrictions));
  const [saving, setSaving] = useState(false);
  const [server, setServer] = useState<{ byField: Record<string, string>; general: string[] }>({ byField: {}, general: [] });
  const editable = mode === 'edit' && onSave !== undefined;
  const issues = editable ? checkDraft(restrictions, draft) : [];

  const titleOf = (slug: string) => restrictions.find((item) => item.type.slug === slug);
  const issueText = (slug: string, field: string) => {
    const issue = issues.find((item) => item.type === slug && item.field === field);
    return issue ? ruleMessage(t, issue.failure) : server.byField[`${slug}.${field}`];
  };

  const change = (slug: string, field: string, value: string) => {
    setDraft((previous) => setDraftValue(previous, slug, field, value));
    setServer((previous) => {
      const byField = { ...previous.byField };
      delete byField[`${slug}.${field}`];
      return { ...previous, byField };
    });
  };

  const save = async () => {
    if (!onSave || issues.length > 0) return;
    const entries = toEntries(restrictions, draft);
    setSaving(true);
    setServer({ byField: {}, general: [] });
    try {
      await onSave(entries);
      onClose();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0) setServer(serverIssues(error.fields, entries));
      else setServer({ byField: {}, general: [errorMessage(error, t('api.requestFailed'))] });
    } finally {
      setSaving(false);
    }
  };

  const listed = [
    ...issues.map((issue) => {
      const restriction = titleOf(issue.type);
      const label = `${restriction?.type.title ?? issue.type} — ${restriction?.names[issue.field] ?? issue.field}`;
      return fieldMessage(label, ruleMessage(t, issue.failure));
    }),
    ...Object.entries(server.byField).map(([key, message]) => {
      const [slug = '', field = ''] = key.split('.');
      const restriction = titleOf(slug);
      return fieldMessage(`${restriction?.type.title ?? slug} — ${restriction?.names[field] ?? field}`, message);
    }),
    ...server.general,
  ];

  return (
    <Stack gap="sm" data-testid="restrictions-form" data-mode={mode}>
      {editable ? (
        <Text size="sm" c="dimmed" data-testid="restrictions-hint">
          <IconInfoCircle size={14} style={{ verticalAlign: 'text-bottom', marginInlineEnd: 4 }} aria-hidden />
          {t('restrictions.hint')}
        </Text>
      ) : null}
      <ScrollArea.Autosize mah={MAX_HEIGHT_PX} type="auto" offsetScrollbars data-testid="restrictions-scroll">
        <Stack gap="sm">
          {restrictions.map((restriction) => (
            <Fieldset
              key={restriction.type.slug}
              legend={restriction.type.title}
              data-testid={`restriction-${restriction.type.slug}`}
              p="sm"
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
                {restriction.fields.map((field) => (
                  <TextInput
                    key={field}
                    label={restriction.names[field] ?? field}
                    value={draft[restriction.type.slug]?.[field] ?? ''}
                    onChange={(event) => change(restriction.type.slug, field, event.currentTarget.value)}
                    readOnly={!editable}
                    variant={editable ? 'default' : 'filled'}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={editable ? undefined : t('restrictions.notSet')}
                    error={editable ? issueText(restriction.type.slug, field) : undefined}
                    data-field={field}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {listed.length > 0 ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="restrictions-errors" p="xs">
          <List size="sm" spacing={2}>
            {listed.map((message, index) => (
              <List.Item key={index}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {editable ? t('setup.cancel') : t('setup.close')}
        </Button>
        {editable ? (
          <Button onClick={() => void save()} loading={saving} disabled={issues.length > 0} data-testid="restrictions-save">
            {t('setup.save')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
};

/**
 * Restrictions of a trader in a flow or of a requisite: one group of fields per restriction type,
 * checked against the type's rules. In info mode the fields are locked and there is no Save.
 */
export const RestrictionsModal = ({ title, restrictions, loadError, onRetry, ...props }: RestrictionsModalProps) => {
  const t = useT();
  const body = () => {
    if (restrictions) return <RestrictionsForm restrictions={restrictions} {...props} />;
    if (loadError) return <PageError message={errorMessage(loadError, t('page.loadFailed'))} onRetry={onRetry} />;
    return <PageLoader />;
  };
  return (
    <AppModal opened onClose={props.onClose} title={title} size="lg">
      <div data-testid="restrictions-modal">{body()}</div>
    </AppModal>
  );
};
