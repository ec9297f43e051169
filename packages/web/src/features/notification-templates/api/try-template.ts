import { innerApi, type TemplateTryBody } from '@paydesk/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

export const tryTemplate = (body: TemplateTryBody) => callApi(innerApi.notificationTemplates.try, { body });

/** Nothing is saved: the panel shows the readings, or the failure, itself. */
export const useTryTemplate = () => useMutation({ mutationFn: tryTemplate, meta: { silentErrors: true } });
