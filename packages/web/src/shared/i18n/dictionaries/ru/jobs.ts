import type { jobsEn } from '../en/jobs';

export const jobsRu: Record<keyof typeof jobsEn, string> = {
  'jobs.title': 'Фоновые задачи',
  'jobs.kind': 'Задача',
  'jobs.status': 'Статус',
  'jobs.lastRun': 'Последний запуск',
  'jobs.nextRun': 'Следующий запуск',
  'jobs.took': '{ms} мс',
  'jobs.statuses.due': 'Ожидает',
  'jobs.statuses.running': 'Выполняется',
  'jobs.statuses.done': 'Выполнена',
  'jobs.statuses.failed': 'Ошибка',
};
