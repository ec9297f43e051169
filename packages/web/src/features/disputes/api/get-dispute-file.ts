import { ApiError } from '../../../shared/api/api-error';
import { translate } from '../../../shared/i18n/translate';

/**
 * A file's bytes from its `url` (the session cookie decides), as a blob of its type: a PDF is
 * served as an attachment that no frame may hold, so the browser opens it from the blob instead.
 */
export const getDisputeFile = async (url: string) => {
  const response = await fetch(url, { credentials: 'include' }).catch(() => null);
  if (!response?.ok) {
    throw new ApiError({ status: response?.status ?? 0, code: null, message: translate('disputes.file.loadFailed') });
  }
  return response.blob();
};
