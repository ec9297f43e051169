/** The shared list: sorting on a phone's cards. */
export const listsEn = {
  'list.sort': 'Sort',
  'list.sortDefault': 'Default order',
  'list.sortAscending': '{field} ↑',
  'list.sortDescending': '{field} ↓',
} as const;
