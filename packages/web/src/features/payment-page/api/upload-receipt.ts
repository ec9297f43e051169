import { innerApi } from '@paydesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { paymentPageKeys } from './keys';

/** A file's bytes as base64, read by the browser (the data URL's prefix dropped). */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

export const uploadReceipt = async (token: string, file: File) =>
  callApi(innerApi.paymentPage.uploadReceipt, {
    params: { token },
    body: { file_name: file.name.slice(0, 200) || 'receipt', content_base64: await base64Of(file) },
  });

export const useUploadReceipt = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadReceipt(token, file),
    meta: { silentErrors: true },
    onSuccess: (page) => queryClient.setQueryData(paymentPageKeys.page(token), page),
  });
};
