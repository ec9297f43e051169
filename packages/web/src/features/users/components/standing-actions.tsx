import { Button, Group } from '@mantine/core';
import type { ManagedUser } from '@paydesk/contract';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { notifySuccess } from '../../../shared/notifications/notify';
import { ConfirmDialog } from '../../../shared/ui/form/confirm-dialog';
import { placeServerErrors, type ServerErrors } from '../../../shared/ui/form/server-errors';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { useSettleInsurance } from '../api/settle-insurance';

type Pending = 'insurance' | 'two-factor' | null;

/**
 * The admin's fixes of a user's standing, each behind a confirmation: a trader's unpaid insurance
 * marked settled, and a user's two-factor reset (a lost phone). Both are recorded in the history.
 */
export const StandingActions = ({ user }: { user: ManagedUser }) => {
  const t = useT();
  const settle = useSettleInsurance();
  const reset = useResetTwoFactor();
  const [open, setOpen] = useState<Pending>(null);
  const [failure, setFailure] = useState<ServerErrors | null>(null);
  const unpaidInsurance = user.profile?.kind === 'trader' && !user.profile.insurance_paid;
  if (!unpaidInsurance && !user.two_factor) return null;

  const close = () => {
    setOpen(null);
    setFailure(null);
  };
  const failed = (error: unknown) => setFailure(placeServerErrors(error, { shows: () => false, fallback: t('fallback.updateFailed') }));

  return (
    <Group gap="xs" data-testid="standing-actions">
      {unpaidInsurance ? (
        <Button variant="light" onClick={() => setOpen('insurance')}>
          {t('details.insurance.settle')}
        </Button>
      ) : null}
      {user.two_factor ? (
        <Button variant="light" color="red" onClick={() => setOpen('two-factor')}>
          {t('details.twoFactor.reset')}
        </Button>
      ) : null}
      {open === 'insurance' ? (
        <ConfirmDialog
          title={t('details.insurance.settleTitle', { name: user.username })}
          message={t('details.insurance.settleText', { name: user.username })}
          confirmLabel={t('details.insurance.settle')}
          pending={settle.isPending}
          failure={failure}
          onClose={close}
          onConfirm={() =>
            settle.mutate(user.uuid, {
              onSuccess: () => {
                notifySuccess(t('details.insurance.settled', { name: user.username }));
                close();
              },
              onError: failed,
            })
          }
          testIds={{ form: 'settle-insurance-confirm' }}
        />
      ) : null}
      {open === 'two-factor' ? (
        <ConfirmDialog
          title={t('details.twoFactor.resetTitle', { name: user.username })}
          message={t('details.twoFactor.resetText', { name: user.username })}
          confirmLabel={t('details.twoFactor.reset')}
          pending={reset.isPending}
          failure={failure}
          onClose={close}
          onConfirm={() =>
            reset.mutate(user.uuid, {
              onSuccess: () => {
                notifySuccess(t('details.twoFactor.wasReset', { name: user.username }));
                close();
              },
              onError: failed,
            })
          }
          testIds={{ form: 'reset-two-factor-confirm' }}
        />
      ) : null}
    </Group>
  );
};
