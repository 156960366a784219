import { ITEM_EVENT_UPCASTERS } from './item-event-upcasters.js';
import type { UpcasterTable } from './upcaster.js';

/** Every event type's schema history; each table lives beside its events. */
const UPCASTERS: UpcasterTable = { ...ITEM_EVENT_UPCASTERS };

/** The schema version writers use now for `type`: one past its last upcaster (1 when it never changed). */
export function currentSchemaVersion(type: string): number {
  const steps = UPCASTERS[type];
  let version = 1;
  while (steps?.[version] !== undefined) version += 1;
  return version;
}

/**
 * Brings an event's data to the current shape of its type, one version at a time, so projectors
 * and deciders only ever see the newest shape. Current (or unknown, newer) versions pass unchanged.
 */
export function upcastEvent<E extends { readonly type: string; readonly version: number; readonly data: unknown }>(
  event: E,
): E {
  const steps = UPCASTERS[event.type];
  if (steps === undefined) return event;
  let { version, data } = event;
  for (let step = steps[version]; step !== undefined; step = steps[version]) {
    data = step(data);
    version += 1;
  }
  return version === event.version ? event : { ...event, version, data };
}
