import { innerApi, type ReceiptCheckBody } from '@paydesk/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

export const checkReceipt = (body: ReceiptCheckBody) => callApi(innerApi.antiFraud.checkReceipt, { body });

/** Nothing is stored: the answer is shown in the modal, a refusal in its alert. */
export const useCheckReceipt = () => useMutation({ mutationFn: checkReceipt, meta: { silentErrors: true } });
