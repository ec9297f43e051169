import { innerApi } from '@paydesk/contract';
import { callApi } from '../../../shared/api/api-client';

/** Sets the `XSRF-TOKEN` cookie that every state-changing call echoes in a header. */
export const getCsrfCookie = () => callApi(innerApi.auth.csrfCookie);
