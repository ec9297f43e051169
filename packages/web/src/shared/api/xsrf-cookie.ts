const XSRF_COOKIE = 'XSRF-TOKEN';

export const readXsrfToken = (): string | null => {
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${XSRF_COOKIE}=`));
  if (!entry) return null;
  const raw = entry.slice(XSRF_COOKIE.length + 1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};
