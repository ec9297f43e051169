import type { reportsEn } from '../en/reports';

export const reportsRu: Record<keyof typeof reportsEn, string> = {
  'menu.reconciliation': 'Сверка',
  'reports.hint':
    'По мерчантам и дням (UTC): заказы, созданные в этот день, по статусам и суммы оплаченных; комиссии и движение по балансу — по проводкам этого дня.',
  'reports.empty': 'За этот период заказов нет.',
  'reports.column.day': 'День (UTC)',
  'reports.column.merchant': 'Мерчант',
  'reports.column.currency': 'Валюта',
  'reports.column.orders': 'Заказы',
  'reports.column.paidFiat': 'Оплачено (фиат)',
  'reports.column.paidCrypto': 'Оплачено (USDT)',
  'reports.column.fees': 'Комиссии',
  'reports.column.movement': 'Движение по балансу',
  'reports.status.new': 'новые',
  'reports.status.inProgress': 'в работе',
  'reports.status.paid': 'оплачены',
  'reports.status.done': 'завершены',
  'reports.status.canceled': 'отменены',
  'reports.status.dispute': 'в споре',
  'menu.deals': 'Сделки',
  'deals.tab.active': 'Активные',
  'deals.tab.completed': 'Завершённые',
  'deals.tab.canceled': 'Отменённые',
  'deals.tab.disputes': 'Споры',
};
