import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMetrics, registerScrapeGauges } from './metrics';

const DASHBOARD = path.resolve(import.meta.dirname, '../../../../../docs/grafana-dashboard.json');

type Target = { refId: string; expr: string; datasource: { uid: string } };
type Panel = { id: number; type: string; title: string; gridPos: object; datasource?: { uid: string }; targets?: Target[] };
type Dashboard = {
  __inputs: { name: string; type: string; pluginId: string }[];
  schemaVersion: number;
  uid: string;
  title: string;
  panels: Panel[];
  templating: { list: { datasource: { uid: string }; definition: string }[] };
};

const dashboard = JSON.parse(fs.readFileSync(DASHBOARD, 'utf8')) as Dashboard;

/** The registry as /metrics serves it: every metric the process exposes, with its type and labels. */
const exposed = () => {
  const metrics = createMetrics();
  registerScrapeGauges(metrics, {
    webhookQueue: async () => ({ pending: 0, oldest_seconds: null }),
    jobLag: async () => [],
    sockets: () => 0,
    pool: () => ({ total: 0, idle: 0, waiting: 0, max: 0 }),
    ledgerTransfers: async () => 0,
  });
  return new Map(
    metrics.registry.getMetricsAsArray().map((metric) => [
      metric.name,
      {
        type: String(metric.type),
        // Labels every series has besides its own: the registry's default, and what Prometheus adds to a target.
        labels: new Set([
          ...(metric as unknown as { labelNames: readonly string[] }).labelNames,
          'service',
          'instance',
          'job',
          ...(String(metric.type) === 'histogram' ? ['le'] : []),
        ]),
      },
    ]),
  );
};

const HISTOGRAM_SERIES = /_(bucket|count|sum)$/;
/** The metric a series name in PromQL belongs to: a histogram's `_bucket`, `_count` and `_sum` are its own. */
const metricOf = (series: string, metrics: ReturnType<typeof exposed>) => {
  const base = series.replace(HISTOGRAM_SERIES, '');
  return metrics.get(series) ? series : metrics.get(base)?.type === 'histogram' ? base : series;
};

const expressions = () => [
  ...dashboard.panels.flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({ where: `${panel.title} ${target.refId}`, expr: target.expr })),
  ),
  ...dashboard.templating.list.map((variable) => ({ where: 'variable', expr: variable.definition })),
];

describe('the Grafana dashboard in docs/', () => {
  it('is an importable dashboard with a Prometheus data source input', () => {
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    expect(dashboard.uid).toMatch(/^[\w-]{1,40}$/);
    expect(dashboard.title).toBe('Paydesk');
    expect(dashboard.__inputs).toEqual([expect.objectContaining({ name: 'DS_PROMETHEUS', type: 'datasource', pluginId: 'prometheus' })]);
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of dashboard.panels) {
      expect(panel.title, String(panel.id)).not.toBe('');
      expect(panel.gridPos).toEqual(expect.objectContaining({ h: expect.any(Number), w: expect.any(Number) }));
      if (panel.type === 'row') continue;
      expect(panel.datasource?.uid, panel.title).toBe('${DS_PROMETHEUS}');
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets!) {
        expect(target.datasource.uid).toBe('${DS_PROMETHEUS}');
        expect(target.expr.trim()).not.toBe('');
      }
    }
  });

  it('queries only metrics and labels the registry exposes, and every metric it exposes', () => {
    const metrics = exposed();
    const used = new Set<string>();
    for (const { where, expr } of expressions()) {
      const names = [...expr.matchAll(/\b(paydesk_[a-z0-9_]+)\b/g)].map((match) => metricOf(match[1]!, metrics));
      expect(names.length, where).toBeGreaterThan(0);
      for (const name of names) {
        expect(metrics.has(name), `${where}: ${name}`).toBe(true);
        used.add(name);
      }
      const labels = new Set(names.flatMap((name) => [...metrics.get(name)!.labels]));
      // Labels grouped by and matched on, e.g. `sum by (route, le)` and `{status=~"5.."}`.
      const grouped = [...expr.matchAll(/\b(?:by|without)\s*\(([^)]*)\)/g)].flatMap((match) =>
        match[1]!.split(',').map((label) => label.trim()),
      );
      const matched = [...expr.matchAll(/\{([^}]*)\}/g)].flatMap((match) =>
        [...match[1]!.matchAll(/([a-z_]+)\s*(?:=~|!=|!~|=)/g)].map((label) => label[1]!),
      );
      for (const label of [...grouped, ...matched].filter(Boolean)) expect(labels.has(label), `${where}: label ${label}`).toBe(true);
    }
    expect([...metrics.keys()].filter((name) => !used.has(name))).toEqual([]);
  });

  it('fails on a metric the registry does not expose', () => {
    const metrics = exposed();
    expect(metrics.has(metricOf('paydesk_http_request_duration_seconds_bucket', metrics))).toBe(true);
    expect(metrics.has(metricOf('paydesk_orders_created_total', metrics))).toBe(true);
    expect(metrics.has(metricOf('paydesk_orders_created', metrics))).toBe(false);
    expect(metrics.has(metricOf('paydesk_webhook_queue_depth_bucket', metrics))).toBe(false);
  });
});
