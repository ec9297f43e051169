import { Divider, Loader, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import {
  ANTI_FRAUD_RULE_SLUGS,
  ANTI_FRAUD_RULES,
  ANTI_FRAUD_SETTINGS,
  type AntiFraudRule,
  type AntiFraudSettingKey,
} from '@paydesk/contract';
import { useState } from 'react';
import { useLocale, useT } from '../../../shared/i18n/use-t';
import { FormModal } from '../../../shared/ui/form/form-modal';
import { placeServerErrors } from '../../../shared/ui/form/server-errors';
import { useAntiFraudSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';

type Values = Record<string, string>;

const keysOf = (rule: AntiFraudRule | undefined) =>
  (Object.keys(ANTI_FRAUD_SETTINGS) as AntiFraudSettingKey[]).filter(
    (key) => (ANTI_FRAUD_SETTINGS[key] as { rule?: AntiFraudRule }).rule === rule,
  );

/** One setting: a switch for on/off values, a text field for the rest, its name and what it means in the reader's language. */
const SettingField = ({
  name,
  values,
  error,
  onChange,
}: {
  name: AntiFraudSettingKey;
  values: Values;
  error: string | undefined;
  onChange: (value: string) => void;
}) => {
  const t = useT();
  const locale = useLocale();
  const spec = ANTI_FRAUD_SETTINGS[name];
  if (spec.kind === 'switch') {
    return (
      <Stack gap={2}>
        <Switch
          // A rule's own switch sits under the rule's title: it says only that.
          label={'rule' in spec ? t('antiFraud.ruleOn') : spec.name[locale]}
          description={'rule' in spec ? undefined : spec.help[locale]}
          checked={values[name] === 'true'}
          onChange={(event) => onChange(event.currentTarget.checked ? 'true' : 'false')}
          data-testid={`anti-fraud-setting-${name}`}
        />
        {error ? (
          <Text size="xs" c="red">
            {error}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <TextInput
      label={spec.name[locale]}
      description={spec.help[locale]}
      value={values[name] ?? ''}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-testid={`anti-fraud-setting-${name}`}
    />
  );
};

const SettingsForm = ({ initial, onClose }: { initial: Values; onClose: () => void }) => {
  const t = useT();
  const locale = useLocale();
  const [values, setValues] = useState<Values>(initial);
  const save = useSaveSettings();
  const failure = save.isError
    ? placeServerErrors(save.error, {
        shows: (path) => path in ANTI_FRAUD_SETTINGS,
        placedSummary: t('antiFraud.settingsRefused'),
        fallback: t('api.requestFailed'),
      })
    : null;
  const set = (name: string) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const field = (name: AntiFraudSettingKey) => (
    <SettingField key={name} name={name} values={values} error={failure?.fields[name]} onChange={set(name)} />
  );
  return (
    <FormModal
      title={t('antiFraud.settingsTitle')}
      onClose={onClose}
      onSubmit={() => save.mutate(values, { onSuccess: onClose })}
      submitLabel={t('antiFraud.save')}
      pending={save.isPending}
      failure={failure}
      size="lg"
      testIds={{ form: 'anti-fraud-settings-form', submit: 'anti-fraud-settings-save', failure: 'anti-fraud-settings-error' }}
    >
      {keysOf(undefined).map(field)}
      {ANTI_FRAUD_RULE_SLUGS.map((rule) => (
        <Stack key={rule} gap="xs">
          <Divider />
          <Title order={5}>{ANTI_FRAUD_RULES[rule][locale]}</Title>
          {keysOf(rule).map(field)}
        </Stack>
      ))}
    </FormModal>
  );
};

/** The settings modal: the engine's switch, then each rule with its switch and thresholds, saved together. */
export const SettingsModal = ({ onClose }: { onClose: () => void }) => {
  const settings = useAntiFraudSettings();
  if (!settings.data) {
    return (
      <FormModal title="" onClose={onClose} onSubmit={() => undefined} submitLabel="" pending>
        <Loader size="sm" />
      </FormModal>
    );
  }
  return <SettingsForm initial={settings.data} onClose={onClose} />;
};
