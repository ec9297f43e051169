import { notifications } from '@mantine/notifications';
import { errorMessage } from '../api/api-error';
import { translate } from '../i18n/translate';

export const notifyError = (error: unknown, fallback = translate('api.requestFailed')) => {
  notifications.show({ color: 'red', title: translate('notify.error'), message: errorMessage(error, fallback) });
};

export const notifySuccess = (message: string) => {
  notifications.show({ color: 'green', title: translate('notify.success'), message });
};

export const notifyDeposit = (amount: string, currency: string) => {
  notifications.show({
    color: 'teal',
    title: translate('notify.depositTitle'),
    message: translate('notify.depositMessage', { amount, currency }),
  });
};
