import { Table } from '@mantine/core';
import type { CurrentUser, ProfileFee } from '@paydesk/contract';
import { trimDecimal } from '../../../shared/format/format-money.util';
import { useT } from '../../../shared/i18n/use-t';
import { PageEmpty } from '../../../shared/ui/page-state';
import { SectionCard } from '../../../shared/ui/section-card';

/** A missing or empty maximum means the range is open-ended. */
const maxAmount = (fee: ProfileFee) => (fee.max_amount?.trim() ? trimDecimal(fee.max_amount) : null);

/** Trader only: the fee earned per amount range and direction. */
export const FeeRanges = ({ user }: { user: CurrentUser }) => {
  const t = useT();
  if (user.type.slug !== 'trader') return null;
  const fees = user.profile?.fees ?? [];

  return (
    <SectionCard title={t('settings.fees')} testId="fee-ranges">
      {fees.length === 0 ? (
        <PageEmpty text={t('settings.noFees')} />
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settings.feeDirection')}</Table.Th>
                <Table.Th>{t('settings.feeMin')}</Table.Th>
                <Table.Th>{t('settings.feeMax')}</Table.Th>
                <Table.Th>{t('settings.feePercentage')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fees.map((fee, index) => (
                <Table.Tr key={`${fee.direction}-${fee.min_amount}-${index}`}>
                  <Table.Td>{t(`settings.direction.${fee.direction}`)}</Table.Td>
                  <Table.Td ff="monospace">{trimDecimal(fee.min_amount)}</Table.Td>
                  <Table.Td ff="monospace">{maxAmount(fee) ?? t('settings.noLimit')}</Table.Td>
                  <Table.Td ff="monospace">{fee.percentage}%</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
};
