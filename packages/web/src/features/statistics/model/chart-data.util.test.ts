import { describe, expect, it } from 'vitest';
import { conversionPercent, formatDuration, medianSeries, ordersSeries, shortDay, turnoverSeries } from './chart-data.util';

const day = (date: string, created: number, paid: number, turnover: { currency: string; amount: string }[], median: number | null) => ({
  day: date,
  created,
  paid,
  turnover,
  median_paid_seconds: median,
});

describe('chart data', () => {
  it('gives the conversion in percent, none when nothing was created', () => {
    expect(conversionPercent({ created: 3, paid: 2 })).toBe(66.7);
    expect(conversionPercent({ created: 0, paid: 0 })).toBeNull();
  });

  it('draws one turnover series per currency, zero on a day without it', () => {
    const days = [
      day('2026-11-01', 2, 1, [{ currency: 'RUB', amount: '1500.50' }], 30),
      day('2026-11-02', 1, 1, [{ currency: 'KZT', amount: '10.00' }], null),
    ];
    expect(turnoverSeries(days)).toEqual({
      currencies: ['KZT', 'RUB'],
      data: [
        { day: '2026-11-01', KZT: 0, RUB: 1500.5 },
        { day: '2026-11-02', KZT: 10, RUB: 0 },
      ],
    });
    expect(ordersSeries(days)).toEqual([
      { day: '2026-11-01', created: 2, paid: 1, conversion: 50 },
      { day: '2026-11-02', created: 1, paid: 1, conversion: 100 },
    ]);
    expect(medianSeries(days)).toEqual([{ day: '2026-11-01', minutes: 0.5 }]);
  });

  it('writes days and durations for people', () => {
    expect(shortDay('2026-11-07')).toBe('07.11');
    const units = { s: 's', min: 'min', h: 'h' };
    expect(formatDuration(45, units)).toBe('45 s');
    expect(formatDuration(200, units)).toBe('3 min 20 s');
    expect(formatDuration(120, units)).toBe('2 min');
    expect(formatDuration(7500, units)).toBe('2 h 05 min');
  });
});
