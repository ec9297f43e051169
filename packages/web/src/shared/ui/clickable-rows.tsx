import { Box } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { isInteractiveTarget } from '../list/columns';
import classes from './clickable-rows.module.css';

type ClickableRowsProps<Row> = {
  /** The rows the table inside shows, in its order. */
  rows: readonly Row[];
  onRowClick: (row: Row) => void;
  children: ReactNode;
};

/**
 * Makes the rows of the table inside (or its cards on a phone) open something on click, without
 * a change to the table: the click is matched to its row by the row's `data-row-index`. Controls
 * in a row keep their own click; the row's own button (view, details) is the way in for the keyboard.
 */
export const ClickableRows = <Row,>({ rows, onRowClick, children }: ClickableRowsProps<Row>) => {
  const click = (event: MouseEvent<HTMLDivElement>) => {
    if (isInteractiveTarget(event.target)) return;
    const row = (event.target as HTMLElement).closest('[data-row-index]');
    if (!row || !event.currentTarget.contains(row)) return;
    const item = rows[Number(row.getAttribute('data-row-index'))];
    if (item !== undefined) onRowClick(item);
  };
  return (
    <Box className={classes.area} onClick={click}>
      {children}
    </Box>
  );
};
