/** Turns the data of one schema version of an event type into the next version's. */
export type DataUpcaster = (data: unknown) => unknown;

/** Per event type, the upcaster from each old version to the next: `{ ComponentCreated: { 1: v1ToV2 } }`. */
export type UpcasterTable = Readonly<Record<string, Readonly<Record<number, DataUpcaster>>>>;

/**
 * A typed step for a table: stored data is plain JSON, so the one cast from `unknown` to the old
 * shape lives here rather than in every upcaster.
 */
export const upcastStep =
  <From, To>(step: (data: From) => To): DataUpcaster =>
  (data) =>
    step(data as From);
