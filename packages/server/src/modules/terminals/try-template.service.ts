import type { Language, TemplateReading, TemplateTryAnswer, TemplateTryBody } from '@paydesk/contract';
import { fill, messages } from '../../http/messages';
import type { NotificationInput, NotificationTemplate, ParsedNotification } from './parsing/notification-template';
import { parseNotification, readingOf, subjectsOf } from './parsing/parse-notification';
import { templateVerdict } from './template-verdict';
import type { TemplateStore } from './templates.service';

const templateReading = (parsed: ParsedNotification): TemplateReading => ({
  matched: parsed.outcome === 'parsed',
  outcome: parsed.outcome,
  ...readingOf(parsed),
});

/**
 * Reads pasted texts with a template before it is saved, beside what the templates in use read,
 * and says whether it could be saved. A pattern refused before its safety was cleared is not run.
 */
export const tryTemplate = async (store: TemplateStore, body: TemplateTryBody, lang: Language): Promise<TemplateTryAnswer> => {
  const verdict = templateVerdict(body);
  const runnable = verdict.ok || verdict.code === 'template_matches_known_sample';
  const candidate: NotificationTemplate = { id: 'candidate', ...verdict.fields, builtin: false, enabled: true };
  const active = await store.active();
  const results = body.texts.map((item) => {
    const input: NotificationInput = { source: item.source, title: item.title ?? null, text: item.text };
    return {
      source: item.source,
      text: item.text,
      seen: subjectsOf(input.title, input.text).map((subject) => subject.matchable),
      candidate: runnable ? templateReading(parseNotification(input, [candidate])) : null,
      current: templateReading(parseNotification(input, active)),
    };
  });
  return {
    verdict: verdict.ok
      ? { ok: true, code: null, message: null }
      : { ok: false, code: verdict.code, message: fill(messages(lang).errors[verdict.code], verdict.params) },
    results,
  };
};
