import { Badge, Button, Collapse, Group, Paper, SimpleGrid, TextInput } from '@mantine/core';
import type { FilterDefinition } from '@paydesk/contract';
import { IconChevronDown, IconChevronUp, IconFilter, IconFilterOff } from '@tabler/icons-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useT } from '../i18n/use-t';
import { DateField } from '../ui/date-field';
import { SelectField } from '../ui/select-field';
import { useIsMobile } from '../ui/use-is-mobile';
import { type FilterDraft, optionValue, rangeKeys, toFilterDraft, toFilterQuery } from './filter-values.util';

// Only the orders' lists filter by a number: the number input's formatting code loads with them alone.
const NumberFilterField = lazy(() => import('./number-filter-field').then((module) => ({ default: module.NumberFilterField })));

type FilterFormProps = {
  /** The server's `available_filters`. */
  definitions: readonly FilterDefinition[];
  /** Fields the screen fixes itself; not shown. */
  hidden?: readonly string[];
  /** When set, only these fields are offered (a screen the spec gives a shorter filter list). */
  only?: readonly string[];
  onApply: (filter: Record<string, string>) => void;
  /** The filters in force (from the address): the inputs start with them. */
  value?: Readonly<Record<string, string>>;
  disabled?: boolean;
};

type FieldProps = { definition: FilterDefinition; draft: FilterDraft; set: (key: string, value: string) => void };

const FilterField = ({ definition, draft, set }: FieldProps) => {
  const t = useT();
  const { field, description: label } = definition;
  const value = draft[field] ?? '';
  const testId = `filter-${field}`;

  switch (definition.type) {
    case 'enum':
      return (
        <SelectField
          label={label}
          placeholder={t('list.any')}
          options={definition.available_values.map((option) => ({ value: optionValue(option), label: option.title }))}
          value={value || null}
          onChange={(next) => set(field, next ?? '')}
          clearable
          data-testid={testId}
        />
      );
    case 'boolean': {
      const titles = new Map(definition.available_values.map((option) => [optionValue(option), option.title]));
      return (
        <SelectField
          label={label}
          options={[
            { value: '', label: t('list.any') },
            { value: 'true', label: titles.get('true') ?? t('status.on') },
            { value: 'false', label: titles.get('false') ?? t('status.off') },
          ]}
          value={value}
          onChange={(next) => set(field, next ?? '')}
          data-testid={testId}
        />
      );
    }
    case 'number':
      return (
        <Suspense fallback={<TextInput label={label} value={value} readOnly />}>
          <NumberFilterField label={label} value={value} onChange={(next) => set(field, next)} testId={testId} />
        </Suspense>
      );
    case 'datetime': {
      const keys = rangeKeys(field);
      return (
        <>
          <DateField
            label={t('list.dateFrom', { field: label })}
            value={draft[keys.from] ?? ''}
            onChange={(next) => set(keys.from, next)}
            data-testid={`${testId}-from`}
          />
          <DateField
            label={t('list.dateTo', { field: label })}
            value={draft[keys.to] ?? ''}
            onChange={(next) => set(keys.to, next)}
            data-testid={`${testId}-to`}
          />
        </>
      );
    }
    case 'string':
      return <TextInput label={label} value={value} onChange={(event) => set(field, event.currentTarget.value)} data-testid={testId} />;
  }
};

/** The filter panel, built from the filters the server describes; applied with a button or Enter. */
export const FilterForm = ({ definitions, hidden = [], only, onApply, value, disabled = false }: FilterFormProps) => {
  const t = useT();
  const isMobile = useIsMobile();
  const [draft, setDraft] = useState<FilterDraft>(() => (value ? toFilterDraft(definitions, value) : {}));
  const [applied, setApplied] = useState(() => Object.keys(value ?? {}).filter((key) => !hidden.includes(key)).length);
  // On a phone the panel would push the table off the screen: it starts folded.
  const [unfolded, setUnfolded] = useState(false);
  const shown = definitions.filter((definition) => !hidden.includes(definition.field) && (!only || only.includes(definition.field)));
  if (shown.length === 0) return null;

  const set = (key: string, value: string) => setDraft((previous) => ({ ...previous, [key]: value }));

  const apply = (filter: Record<string, string>) => {
    setApplied(Object.keys(filter).length);
    onApply(filter);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(toFilterQuery(shown, draft));
  };

  const reset = () => {
    setDraft({});
    apply({});
  };

  const fields = (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm" verticalSpacing="xs">
        {shown.map((definition) => (
          <FilterField key={definition.field} definition={definition} draft={draft} set={set} />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="default" leftSection={<IconFilterOff size={16} />} onClick={reset} disabled={disabled}>
          {t('list.reset')}
        </Button>
        <Button type="submit" leftSection={<IconFilter size={16} />} disabled={disabled}>
          {t('list.apply')}
        </Button>
      </Group>
    </>
  );

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t('list.filters')}
      data-testid="filter-form"
    >
      {isMobile ? (
        <>
          <Button
            variant="subtle"
            fullWidth
            justify="space-between"
            leftSection={<IconFilter size={16} />}
            rightSection={unfolded ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
            onClick={() => setUnfolded((value) => !value)}
            aria-expanded={unfolded}
          >
            <Group gap={6} wrap="nowrap" component="span">
              {t('list.filters')}
              {applied > 0 ? (
                <Badge size="sm" circle component="span">
                  {applied}
                </Badge>
              ) : null}
            </Group>
          </Button>
          {/* Folded, the fields are not in the page (the typed values live in `draft`): kept mounted
              they were a quarter of a list screen's first render. */}
          <Collapse expanded={unfolded} keepMounted={false} pt={unfolded ? 'xs' : 0}>
            {fields}
          </Collapse>
        </>
      ) : (
        fields
      )}
    </Paper>
  );
};
