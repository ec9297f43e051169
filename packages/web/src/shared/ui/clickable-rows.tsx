import { Box } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import classes from './clickable-rows.module.css';

/** Clicks on these do their own thing, not the row's. */
const INTERACTIVE = 'button, a, input, textarea, select, label, [role="button"], [role="combobox"], [role="switch"], [data-no-row-click]';

type ClickableRowsProps<Row> = {
  /** The rows the table inside shows, in its order. */
  rows: readonly Row[];
  onRowClick: (row: Row) => void;
  children: ReactNode;
};

/**
 * Makes the body rows of the table inside open something on click, without a change to the
 * table: the click is matched to its row by position. Controls in a row keep their own click;
 * the row's own button (view, details) is the way in for the keyboard.
 */
export const ClickableRows = <Row,>({ rows, onRowClick, children }: ClickableRowsProps<Row>) => {
  const click = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest(INTERACTIVE)) return;
    const row = target.closest('tbody > tr');
    if (!row?.parentElement || !event.currentTarget.contains(row)) return;
    const item = rows[Array.from(row.parentElement.children).indexOf(row)];
    if (item !== undefined) onRowClick(item);
  };
  return (
    <Box className={classes.area} onClick={click}>
      {children}
    </Box>
  );
};
