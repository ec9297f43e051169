import { Divider, Group, PasswordInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { MIN_PASSWORD_LENGTH, USDT_SCALE, type ManagedUser, type Role } from '@paydesk/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { MultiSelectField } from '../../../shared/ui/multi-select-field';
import { ToggleField } from '../../../shared/ui/toggle-field';
import { useRoles } from '../api/get-roles';
import { useUserLookup } from '../api/get-users';
import type { FieldErrors } from '../model/field-errors';
import { REFERRER_TYPES } from '../model/user-type';
import type { UserFormValues } from '../model/user-form-values';
import { FeesEditor } from './fees-editor';
import { PercentInput } from './percent-input';
import { ReferrersEditor } from './referrers-editor';

type Set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => void;

type FieldsProps = {
  type: Role;
  mode: 'create' | 'edit';
  values: UserFormValues;
  set: Set;
  errors: FieldErrors;
  /** The user being edited, who cannot be their own teamlead. */
  self?: string;
};

/** Teamleads and referrers come from the agents and partners lists (first page of 100). */
const useReferrerCandidates = (type: Role, self: string | undefined) => {
  const lookup = useUserLookup(REFERRER_TYPES, { enabled: type === 'trader' || type === 'merchant' });
  const candidates: ManagedUser[] = lookup.users.filter((user) => user.uuid !== self);
  return { candidates, loading: lookup.isPending, error: lookup.error };
};

/** Every input of the create and edit forms; the trader and merchant parts only for those types. */
export const UserFormFields = ({ type, mode, values, set, errors, self }: FieldsProps) => {
  const t = useT();
  const roles = useRoles();
  const referrers = useReferrerCandidates(type, self);
  const extraRoles = (roles.data ?? []).filter((role) => !role.is_main).map((role) => ({ value: role.slug, label: role.title }));

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label={t('users.field.username')}
          value={values.username}
          onChange={(event) => set('username', event.currentTarget.value)}
          error={errors.username}
          required
          autoComplete="off"
          data-autofocus
        />
        {values.create_invite_link ? null : (
          <PasswordInput
            label={t('users.field.password')}
            description={mode === 'create' ? t('users.form.passwordHint', { min: MIN_PASSWORD_LENGTH }) : t('users.form.passwordKeep')}
            value={values.password}
            onChange={(event) => set('password', event.currentTarget.value)}
            error={errors.password}
            required={mode === 'create'}
            autoComplete="new-password"
          />
        )}
        <TextInput
          label={t('users.field.email')}
          type="email"
          value={values.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          error={errors.email}
          autoComplete="off"
        />
        <MultiSelectField
          label={t('users.field.roles')}
          options={extraRoles}
          value={values.roles}
          onChange={(next) => set('roles', next)}
          error={errors.roles}
          placeholder={extraRoles.length === 0 ? undefined : t('users.form.pick')}
        />
      </SimpleGrid>
      <Textarea
        label={t('users.field.comment')}
        value={values.comment}
        onChange={(event) => set('comment', event.currentTarget.value)}
        error={errors.comment}
        autosize
        minRows={2}
        maxRows={5}
      />
      <Group gap="lg">
        <ToggleField label={t('users.field.isActive')} checked={values.is_active} onChange={(next) => set('is_active', next)} />
        <ToggleField
          label={t('users.field.manualWithdrawal')}
          checked={values.manual_withdrawal}
          onChange={(next) => set('manual_withdrawal', next)}
        />
        {mode === 'create' ? (
          <ToggleField
            label={t('users.field.createInviteLink')}
            checked={values.create_invite_link}
            onChange={(next) => set('create_invite_link', next)}
          />
        ) : null}
      </Group>

      {type === 'trader' ? (
        <>
          <Divider label={t('users.form.traderProfile')} labelPosition="left" />
          <Group gap="lg">
            <ToggleField
              label={t('users.field.withdrawOpen')}
              checked={values.withdraw_open}
              onChange={(next) => set('withdraw_open', next)}
            />
            <ToggleField
              label={t('users.field.depositOpen')}
              checked={values.deposit_open}
              onChange={(next) => set('deposit_open', next)}
            />
          </Group>
          <ToggleField
            label={t('details.insurance.required')}
            checked={values.insurance_required}
            onChange={(next) => set('insurance_required', next)}
          />
          {values.insurance_required ? (
            <DecimalInput
              label={t('users.field.insuranceAmount')}
              description={t('details.insurance.amountHint')}
              scale={USDT_SCALE}
              value={values.insurance_payment_amount}
              onChange={(next) => set('insurance_payment_amount', next)}
              error={errors['profile.insurance_payment_amount']}
              required
              rightSection="USDT"
              rightSectionWidth={56}
              maw={{ sm: 320 }}
            />
          ) : null}
          <ReferrersEditor
            label={t('users.form.teamleads')}
            path="profile.teamleads"
            candidates={referrers.candidates}
            loading={referrers.loading}
            lookupError={referrers.error ? errorMessage(referrers.error, t('page.loadFailed')) : null}
            rows={values.teamleads}
            onChange={(next) => set('teamleads', next)}
            errors={errors}
            withMain
            testId="teamleads"
          />
          <FeesEditor rows={values.fees} onChange={(next) => set('fees', next)} errors={errors} />
        </>
      ) : null}

      {type === 'merchant' ? (
        <>
          <Divider label={t('users.form.merchantProfile')} labelPosition="left" />
          <SimpleGrid cols={2} spacing="sm">
            <PercentInput
              label={t('users.field.payInPercent')}
              value={values.pay_in_percentage}
              onChange={(next) => set('pay_in_percentage', next)}
              error={errors['profile.pay_in_percentage']}
            />
            <PercentInput
              label={t('users.field.payOutPercent')}
              value={values.pay_out_percentage}
              onChange={(next) => set('pay_out_percentage', next)}
              error={errors['profile.pay_out_percentage']}
            />
          </SimpleGrid>
          <ReferrersEditor
            label={t('users.form.referrals')}
            path="profile.referrals"
            candidates={referrers.candidates}
            loading={referrers.loading}
            lookupError={referrers.error ? errorMessage(referrers.error, t('page.loadFailed')) : null}
            rows={values.referrals}
            onChange={(next) => set('referrals', next)}
            errors={errors}
            testId="referrals"
          />
        </>
      ) : null}
    </Stack>
  );
};
