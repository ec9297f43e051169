import { Badge, Group, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import type { AuditEntry, ManagedUser } from '@paydesk/contract';
import { IconHistory } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format/format-date.util';
import { formatAmount, trimDecimal } from '../../../shared/format/format-money.util';
import { walletName } from '../../../shared/format/server-words';
import { useT } from '../../../shared/i18n/use-t';
import { AppModal } from '../../../shared/ui/app-modal';
import { CopyField } from '../../../shared/ui/copy-field';
import { DateTimeText } from '../../../shared/ui/date-time-text';
import { PageEmpty, PageError, PageLoader } from '../../../shared/ui/page-state';
import { useUserDetails } from '../api/get-user-details';
import { actionLabel, fieldLabel, formatAuditValue } from '../model/audit-format';
import { roleTitle } from '../model/role-title';
import { StandingActions } from './standing-actions';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" component="div" style={{ wordBreak: 'break-word' }}>
      {children}
    </Text>
  </Stack>
);

const SmallTable = ({ head, rows, testId }: { head: string[]; rows: ReactNode[][]; testId?: string }) => (
  <Table.ScrollContainer minWidth={320} type="native">
    <Table withTableBorder striped verticalSpacing={4} fz="sm" data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          {head.map((cell) => (
            <Table.Th key={cell}>{cell}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={index}>
            {row.map((cell, cellIndex) => (
              <Table.Td key={cellIndex}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap="xs">
    <Title order={4} size="h5">
      {title}
    </Title>
    {children}
  </Stack>
);

const ProfileSection = ({ user }: { user: ManagedUser }) => {
  const t = useT();
  const yesNo = (value: boolean) => (value ? t('status.on') : t('status.off'));
  const profile = user.profile;
  if (!profile) return null;
  const percent = (value: string) => `${value}%`;

  if (profile.kind === 'trader') {
    return (
      <Section title={t('users.form.traderProfile')}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Field label={t('users.field.withdrawOpen')}>{yesNo(profile.withdraw_open)}</Field>
          <Field label={t('users.field.depositOpen')}>{yesNo(profile.deposit_open)}</Field>
          <Field label={t('users.field.insurancePaid')}>{yesNo(profile.insurance_paid)}</Field>
          <Field label={t('users.field.insuranceAmount')}>
            {profile.insurance_payment_amount
              ? `${formatAmount(profile.insurance_payment_amount.amount)} ${profile.insurance_payment_amount.currency.code}`
              : '—'}
          </Field>
        </SimpleGrid>
        <Text size="sm" fw={600}>
          {t('users.form.teamleads')}
        </Text>
        {profile.teamleads.length === 0 ? (
          <PageEmpty text={t('users.details.noTeamleads')} />
        ) : (
          <SmallTable
            head={[t('users.field.username'), t('users.form.main'), t('users.form.payInPercent'), t('users.form.payOutPercent')]}
            rows={profile.teamleads.map((lead) => [
              lead.username,
              yesNo(lead.is_main),
              percent(lead.pay_in_percentage),
              percent(lead.pay_out_percentage),
            ])}
            testId="details-teamleads"
          />
        )}
        <Text size="sm" fw={600}>
          {t('users.form.fees')}
        </Text>
        {profile.fees.length === 0 ? (
          <PageEmpty text={t('settings.noFees')} />
        ) : (
          <SmallTable
            head={[t('settings.feeDirection'), t('settings.feeMin'), t('settings.feeMax'), t('settings.feePercentage')]}
            rows={profile.fees.map((fee) => [
              t(`settings.direction.${fee.direction}`),
              trimDecimal(fee.min_amount),
              fee.max_amount ? trimDecimal(fee.max_amount) : t('settings.noLimit'),
              percent(fee.percentage),
            ])}
            testId="details-fees"
          />
        )}
      </Section>
    );
  }

  if (profile.kind === 'merchant') {
    return (
      <Section title={t('users.form.merchantProfile')}>
        <SimpleGrid cols={2} spacing="sm">
          <Field label={t('users.field.payInPercent')}>{percent(profile.pay_in_percentage)}</Field>
          <Field label={t('users.field.payOutPercent')}>{percent(profile.pay_out_percentage)}</Field>
        </SimpleGrid>
        <Text size="sm" fw={600}>
          {t('users.form.referrals')}
        </Text>
        {profile.referrals.length === 0 ? (
          <PageEmpty text={t('users.details.noReferrals')} />
        ) : (
          <SmallTable
            head={[t('users.field.username'), t('users.form.payInPercent'), t('users.form.payOutPercent')]}
            rows={profile.referrals.map((referral) => [
              referral.user.username,
              percent(referral.pay_in_percentage),
              percent(referral.pay_out_percentage),
            ])}
          />
        )}
      </Section>
    );
  }

  return (
    <Section title={t('users.field.traders')}>
      {profile.traders.length === 0 ? (
        <PageEmpty text={t('agentTraders.empty')} />
      ) : (
        <SmallTable
          head={[t('users.field.username'), t('users.form.payInPercent'), t('users.form.payOutPercent')]}
          rows={profile.traders.map((trader) => [trader.username, percent(trader.pay_in_percentage), percent(trader.pay_out_percentage)])}
        />
      )}
    </Section>
  );
};

const isBlank = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A creation lists every field as set from nothing; the ones still empty say nothing. */
const visibleChanges = (entry: AuditEntry) =>
  entry.action === 'user.created' ? entry.changes.filter((change) => !isBlank(change.after)) : entry.changes;

const HistoryList = ({ history }: { history: AuditEntry[] }) => {
  const t = useT();
  if (history.length === 0) return <PageEmpty text={t('users.details.noHistory')} />;
  return (
    <Timeline bulletSize={18} lineWidth={2} active={history.length} data-testid="user-history">
      {history.map((entry) => (
        <Timeline.Item key={entry.id} bullet={<IconHistory size={11} />} title={actionLabel(t, entry.action)} data-action={entry.action}>
          <Text size="xs" c="dimmed">
            <DateTimeText value={entry.created_at} size="xs" /> · {entry.actor?.username ?? t('users.details.system')}
          </Text>
          {visibleChanges(entry).length > 0 ? (
            <Stack gap={2} mt={4}>
              {visibleChanges(entry).map((change) => (
                <Text key={change.field} size="sm" data-field={change.field} style={{ wordBreak: 'break-word' }}>
                  <Text span fw={600}>
                    {fieldLabel(t, change.field)}
                  </Text>
                  {': '}
                  <Text span c="dimmed">
                    {formatAuditValue(t, change.before)}
                  </Text>
                  {' → '}
                  {formatAuditValue(t, change.after)}
                </Text>
              ))}
            </Stack>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
};

const DetailsBody = ({ uuid }: { uuid: string }) => {
  const t = useT();
  const details = useUserDetails(uuid);
  if (details.isPending) return <PageLoader />;
  if (details.isError && !details.data) {
    return <PageError message={errorMessage(details.error, t('page.loadFailed'))} onRetry={() => void details.refetch()} />;
  }
  const { user, history } = details.data;
  const yesNo = (value: boolean) => (value ? t('status.on') : t('status.off'));

  return (
    <Stack gap="lg" data-testid="user-details">
      <Group gap="xs">
        <Badge variant="light">{t(`users.type.${user.type}`)}</Badge>
        {user.is_online ? <Badge color="green">{t('status.online')}</Badge> : <Badge color="gray">{t('status.offline')}</Badge>}
        {user.is_blocked ? <Badge color="red">{t('users.status.blocked')}</Badge> : null}
        {user.is_active ? null : <Badge color="gray">{t('users.status.inactive')}</Badge>}
      </Group>
      <CopyField label={t('users.field.uuid')} value={user.uuid} />
      <StandingActions user={user} />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
        <Field label={t('users.field.username')}>{user.username}</Field>
        <Field label={t('users.field.email')}>{user.email ?? '—'}</Field>
        <Field label={t('users.field.roles')}>{user.roles.length ? user.roles.map((role) => roleTitle(t, role)).join(', ') : '—'}</Field>
        <Field label={t('users.field.isActive')}>{yesNo(user.is_active)}</Field>
        <Field label={t('users.field.isBlocked')}>{yesNo(user.is_blocked)}</Field>
        <Field label={t('users.field.manualWithdrawal')}>{yesNo(user.manual_withdrawal)}</Field>
        <Field label={t('users.field.twoFactor')}>{yesNo(user.two_factor)}</Field>
        <Field label={t('users.field.inviteCode')}>{user.invite_code ?? '—'}</Field>
        <Field label={t('users.field.createdAt')}>{formatDateTime(user.created_at)}</Field>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Field label={t('users.field.comment')}>{user.comment ?? '—'}</Field>
        {user.is_blocked ? <Field label={t('users.field.blockComment')}>{user.block_comment ?? '—'}</Field> : null}
      </SimpleGrid>
      <Section title={t('users.details.wallets')}>
        {user.wallets.length === 0 ? (
          <PageEmpty text={t('users.details.noWallets')} />
        ) : (
          <SmallTable
            head={[t('users.details.walletName'), t('users.details.walletType'), t('users.details.walletAmount')]}
            rows={user.wallets.map((wallet) => [
              walletName(t, wallet.name),
              t(`wallets.type.${wallet.type.slug}`),
              `${formatAmount(wallet.amount.amount)} ${wallet.amount.currency.code}`,
            ])}
          />
        )}
      </Section>
      <ProfileSection user={user} />
      <Section title={t('users.details.history')}>
        <HistoryList history={history} />
      </Section>
    </Stack>
  );
};

/** The row's user, or only an id from the address (`?open=<uuid>`): the name then comes with the details. */
type DetailsProps = { user: Pick<ManagedUser, 'uuid'> & { username?: string }; onClose: () => void };

export const UserDetailsModal = ({ user, onClose }: DetailsProps) => {
  const t = useT();
  const loaded = useUserDetails(user.username === undefined ? user.uuid : null);
  const name = user.username ?? loaded.data?.user.username ?? '';
  return (
    <AppModal opened onClose={onClose} title={t('users.modal.details', { name })} size="xl">
      <DetailsBody uuid={user.uuid} />
    </AppModal>
  );
};
