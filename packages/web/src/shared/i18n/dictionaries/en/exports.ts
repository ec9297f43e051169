/** CSV exports of the lists and the reconciliation report. */
export const exportsEn = {
  'export.button': 'Export CSV',
  'export.running': 'Exporting… {rows} rows',
  'export.cancel': 'Cancel export',
  'export.failed': 'The export failed.',
  'export.done': 'Exported rows: {rows}',
} as const;
