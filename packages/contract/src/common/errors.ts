/** One refusal: its HTTP status and the texts people read, in both languages (`{name}` is filled in). */
export type ErrorSpec = { readonly status: number; readonly en: string; readonly ru: string };

/** A domain's error codes, declared beside their status and texts: adding one touches this one place. */
export const defineErrors = <const E extends Record<string, ErrorSpec>>(errors: E): E => errors;

/** Refusals of any request, whatever its domain. */
export const commonErrors = defineErrors({
  validation: { status: 422, en: 'The given data was invalid.', ru: 'Переданы некорректные данные.' },
  unauthenticated: { status: 401, en: 'Your session has ended. Please log in.', ru: 'Сессия завершена. Войдите снова.' },
  forbidden: { status: 403, en: 'You do not have access to this action.', ru: 'У вас нет доступа к этому действию.' },
  csrf: {
    status: 419,
    en: 'The page is out of date: the security token is missing or wrong. Reload the page and try again.',
    ru: 'Страница устарела: токен безопасности отсутствует или неверен. Обновите страницу и повторите.',
  },
  not_found: { status: 404, en: 'Not found.', ru: 'Не найдено.' },
  conflict: { status: 409, en: 'This action conflicts with the current state.', ru: 'Действие противоречит текущему состоянию.' },
  root_only: { status: 403, en: 'Only the root administrator can do this.', ru: 'Это может сделать только главный администратор.' },
  bad_url: { status: 400, en: 'The address of the request is malformed.', ru: 'Адрес запроса некорректен.' },
  uri_too_long: { status: 414, en: 'The address of the request is too long.', ru: 'Адрес запроса слишком длинный.' },
  request_too_large: {
    status: 431,
    en: 'The request line or its headers are too long.',
    ru: 'Строка запроса или его заголовки слишком длинные.',
  },
  internal: {
    status: 500,
    en: 'Something went wrong on our side. Please try again.',
    ru: 'На нашей стороне что-то пошло не так. Повторите попытку.',
  },
});
