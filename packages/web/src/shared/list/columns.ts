import type { ReactNode } from 'react';

/**
 * What a column is on a phone, where the table becomes cards: the card's title, its status
 * (beside the title), a field with its label, the row's actions, or left out.
 */
export type CardRole = 'title' | 'status' | 'field' | 'action' | 'hidden';

export type Column<Row> = {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** The header cycles ascending → descending → none. */
  sortable?: boolean;
  /** The list protocol's sort name, when it is not `key`. */
  sortField?: string;
  align?: 'left' | 'center' | 'right';
  /** Keeps the cell on one line (ids, amounts, buttons). */
  nowrap?: boolean;
  width?: number | string;
  /** Its place on a phone's card; a column named `actions` is the action row, any other a field. */
  card?: CardRole;
};

export const cardRoleOf = (column: Pick<Column<unknown>, 'key' | 'card'>): CardRole =>
  column.card ?? (column.key === 'actions' ? 'action' : 'field');

/** Clicks on these do their own thing, not the row's. */
const INTERACTIVE =
  'button, a, input, textarea, select, label, [role="button"], [role="combobox"], [role="switch"], [role="checkbox"], [data-no-row-click]';

export const isInteractiveTarget = (target: EventTarget | null) => target instanceof Element && target.closest(INTERACTIVE) !== null;
