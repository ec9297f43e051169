import type { listsEn } from '../en/lists';

export const listsRu: Record<keyof typeof listsEn, string> = {
  'list.sort': 'Сортировка',
  'list.sortDefault': 'Порядок по умолчанию',
  'list.sortAscending': '{field} ↑',
  'list.sortDescending': '{field} ↓',
};
