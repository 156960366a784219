import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const tempFile = (name) => join(mkdtempSync(join(tmpdir(), 'bench-')), name);

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function summarise(latenciesMs) {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) };
}

export const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** One figure line: the measurement, its limit measured in the same run, their ratio, and the goal. */
export function line(label, value, unit, limit, goal) {
  const ratio = limit ? ` = ${fmt((value / limit) * 100, 0)}% of the limit (${fmt(limit)} ${unit})` : '';
  console.log(`${label.padEnd(44)} ${fmt(value).padStart(12)} ${unit}${ratio}${goal ? `   goal: ${goal}` : ''}`);
}

export const newEvent = (type, data, eventId, at = new Date().toISOString()) => ({
  type,
  version: 1,
  data,
  metadata: { eventId, occurredAt: at, creatorId: null, correlationId: eventId, causationId: null },
});
