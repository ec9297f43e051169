import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelative, timeZoneLabel } from './format-date.util';

describe('formatDateTime', () => {
  it('shows dd.mm.yyyy hh:mm:ss with the time zone', () => {
    expect(formatDateTime('2026-03-05T07:08:09Z')).toMatch(/^\d{2}\.\d{2}\.2026 \d{2}:\d{2}:09 UTC([+-]\d{1,2}(:\d{2})?)?$/);
  });

  it('shows what is not a date as it came, and nothing for nothing', () => {
    expect(formatDateTime('yesterday-ish')).toBe('yesterday-ish');
    expect(formatDateTime(null)).toBe('');
  });

  it('names the offset the short way', () => {
    expect(timeZoneLabel(0)).toBe('UTC');
    expect(timeZoneLabel(180)).toBe('UTC+3');
    expect(timeZoneLabel(-270)).toBe('UTC-4:30');
    expect(timeZoneLabel(345)).toBe('UTC+5:45');
  });
});

describe('formatRelative', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');

  it('says how long ago, in each language', () => {
    expect(formatRelative('2026-11-24T11:57:00Z', now, 'en')).toBe('3 min. ago');
    expect(formatRelative('2026-11-24T11:57:00Z', now, 'ru')).toBe('3 мин. назад');
    expect(formatRelative('2026-11-24T09:00:00Z', now, 'en')).toBe('3 hr. ago');
    expect(formatRelative('2026-11-21T12:00:00Z', now, 'en')).toBe('3 days ago');
  });

  it('calls the last few seconds now', () => {
    expect(formatRelative('2026-11-24T11:59:50Z', now, 'en')).toBe('now');
  });

  it('says nothing about what is not a date', () => {
    expect(formatRelative('soon', now, 'en')).toBe('');
  });
});
