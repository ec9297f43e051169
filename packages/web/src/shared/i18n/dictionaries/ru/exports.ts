import type { exportsEn } from '../en/exports';

export const exportsRu: Record<keyof typeof exportsEn, string> = {
  'export.button': 'Экспорт CSV',
  'export.running': 'Экспорт… строк: {rows}',
  'export.cancel': 'Остановить экспорт',
  'export.failed': 'Экспорт не удался.',
  'export.done': 'Выгружено строк: {rows}',
};
