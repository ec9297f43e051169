/** The list protocol's sort: `field` ascending, `-field` descending, undefined for the server's order. */
export type SortValue = string | undefined;
export type SortDirection = 'asc' | 'desc' | null;

/** A header click cycles ascending → descending → none; another column starts ascending. */
export const nextSort = (current: SortValue, field: string): SortValue => {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return undefined;
  return field;
};

export const sortDirectionOf = (current: SortValue, field: string): SortDirection => {
  if (current === field) return 'asc';
  if (current === `-${field}`) return 'desc';
  return null;
};
