/**
 * The envelope every stored event shares. `type` names what happened (past tense), `version` is the
 * schema version of `data` (older versions are upcast on read), `metadata` says who, when and why.
 */
export interface EventMetadata {
  readonly eventId: string;
  readonly occurredAt: string;
  readonly creatorId: string | null;
  readonly correlationId: string;
  readonly causationId: string | null;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly version: number;
  readonly data: Data;
  readonly metadata: EventMetadata;
}

/** An event as the store returns it: its stream, its revision in that stream and its global position. */
export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  readonly streamId: string;
  /** 0-based revision within its stream. */
  readonly revision: number;
  /** Global, strictly increasing position in the whole log; the consistency token of read-your-writes. */
  readonly position: number;
}
