/** The reconciliation report. */
export const reportsEn = {
  'menu.reconciliation': 'Reconciliation',
  'reports.hint':
    'Per merchant and day (UTC): orders created that day by status and what the paid ones moved; fees and the balance movement from the ledger transfers posted that day.',
  'reports.empty': 'No orders in this period.',
  'reports.column.day': 'Day (UTC)',
  'reports.column.merchant': 'Merchant',
  'reports.column.currency': 'Currency',
  'reports.column.orders': 'Orders',
  'reports.column.paidFiat': 'Paid (fiat)',
  'reports.column.paidCrypto': 'Paid (USDT)',
  'reports.column.fees': 'Fees',
  'reports.column.movement': 'Balance movement',
  'reports.status.new': 'new',
  'reports.status.inProgress': 'in progress',
  'reports.status.paid': 'paid',
  'reports.status.done': 'done',
  'reports.status.canceled': 'canceled',
  'reports.status.dispute': 'in dispute',
} as const;
