import { Textarea } from '@mantine/core';
import { notificationTemplateBody, TEMPLATE_KINDS, TEMPLATE_PATTERN_MAX, type NotificationTemplateItem } from '@paydesk/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { FormModal } from '../../../shared/ui/form/form-modal';
import { pathsShown } from '../../../shared/ui/form/server-errors';
import { useFormMutation } from '../../../shared/ui/form/use-form-mutation';
import { useSchemaForm } from '../../../shared/ui/form/use-schema-form';
import { MultiSelectField } from '../../../shared/ui/multi-select-field';
import { SelectField } from '../../../shared/ui/select-field';
import { useTemplateBanks } from '../api/get-template-banks';
import { useSaveTemplate } from '../api/save-template';
import {
  newTemplateValues,
  sourcesForBank,
  sourcesOf,
  type TemplateFormValues,
  templateFieldOf,
  toTemplateBody,
  valuesOfTemplate,
} from '../model/template-form.util';
import { TryPanel } from './try-panel';

type TemplateFormModalProps = {
  /** The admin's own template to edit; none for a new one. */
  template?: NotificationTemplateItem;
  onClose: () => void;
};

/** Add or edit a template: its bank and senders, its kind and pattern, tried on pasted texts before it is saved. */
export const TemplateFormModal = ({ template, onClose }: TemplateFormModalProps) => {
  const t = useT();
  const banks = useTemplateBanks();
  const form = useSchemaForm<TemplateFormValues>({
    schema: notificationTemplateBody,
    initialValues: template ? valuesOfTemplate(template) : newTemplateValues(),
    toRequest: toTemplateBody,
    messages: {
      bank: t('templates.form.bankRequired'),
      sources: t('templates.form.sourcesRequired'),
      pattern: t('templates.form.patternRequired'),
    },
  });
  const save = useFormMutation(useSaveTemplate(), {
    form,
    shows: pathsShown('bank', 'sources', 'kind', 'pattern'),
    mapPath: templateFieldOf,
    placedSummary: null,
  });
  const bankList = banks.data ?? [];
  const senders = sourcesOf(bankList, form.values.bank);

  const submit = form.onSubmit((values) => save.submit({ id: template?.id ?? null, body: toTemplateBody(values) }, { onSuccess: onClose }));

  /** The Try panel reads the form as it is; a field still empty is pointed out instead. */
  const candidate = () => (form.validate().hasErrors ? null : toTemplateBody(form.values));

  return (
    <FormModal
      title={template ? t('templates.form.editTitle') : t('templates.form.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('setup.save')}
      pending={save.pending}
      failure={save.failure}
      size="xl"
      testIds={{ form: 'template-form', submit: 'template-save', failure: 'template-form-error' }}
    >
      <SelectField
        label={t('templates.form.bank')}
        options={bankList.map((bank) => ({ value: bank.slug, label: bank.title }))}
        value={form.values.bank || null}
        onChange={(slug) => {
          form.setFieldValue('bank', slug ?? '');
          form.setFieldValue('sources', sourcesForBank(bankList, slug ?? '', form.values.sources));
        }}
        error={form.errors.bank ?? (banks.isError ? errorMessage(banks.error, t('page.loadFailed')) : undefined)}
        disabled={banks.isPending}
        withAsterisk
        data-testid="template-bank"
      />
      <MultiSelectField
        label={t('templates.form.sources')}
        placeholder={t('templates.form.sourcesPlaceholder')}
        options={senders.map((value) => ({ value, label: value }))}
        value={form.values.sources}
        onChange={(value) => form.setFieldValue('sources', value)}
        error={form.errors.sources}
        disabled={form.values.bank === ''}
        withAsterisk
        data-testid="template-sources"
      />
      <SelectField
        label={t('templates.form.kind')}
        options={TEMPLATE_KINDS.map((kind) => ({ value: kind, label: t(`templates.kind.${kind}`) }))}
        value={form.values.kind}
        onChange={(kind) => kind && form.setFieldValue('kind', kind as TemplateFormValues['kind'])}
        error={form.errors.kind}
        withAsterisk
        data-testid="template-kind"
      />
      <Textarea
        label={t('templates.form.pattern')}
        description={t('templates.form.patternHint')}
        {...form.getInputProps('pattern')}
        maxLength={TEMPLATE_PATTERN_MAX}
        autosize
        minRows={3}
        maxRows={8}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        withAsterisk
        data-testid="template-pattern"
      />
      <TryPanel senders={form.values.sources.length > 0 ? form.values.sources : senders} candidate={candidate} />
    </FormModal>
  );
};
