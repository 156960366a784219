/** Turns the data of one schema version of an event type into the next version's. */
export type DataUpcaster = (data: unknown) => unknown;

/** Per event type, the upcaster from each old version to the next: `{ ComponentCreated: { 1: v1ToV2 } }`. */
export type UpcasterTable = Readonly<Record<string, Readonly<Record<number, DataUpcaster>>>>;

/**
 * A step of a table, written for the old shape it reads: stored data is plain JSON, so the one
 * assertion that it has that shape lives here rather than in every upcaster.
 */
export const upcastStep = (step: (data: never) => unknown): DataUpcaster => step as DataUpcaster;
