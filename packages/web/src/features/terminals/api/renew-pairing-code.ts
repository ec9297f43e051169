import { innerApi } from '@paydesk/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

export const renewPairingCode = (id: string) => callApi(innerApi.terminals.pairingCode, { params: { id } });

/** A fresh one-time code for pairing a phone; the previous one stops working. */
export const useRenewPairingCode = () => useMutation({ mutationFn: renewPairingCode });
