/** Injection tokens for the ports the gateway's handlers depend on. */
export const EVENT_STORE = Symbol('EventStore');
export const DOCUMENT_STORE = Symbol('DocumentStore');
export const APP_CONFIG = Symbol('AppConfig');
export const PROJECTION_RUNNER = Symbol('ProjectionRunner');
export const BLOB_STORE = Symbol('BlobStore');
/** Each person's key of their personal values in the log (the one the event store seals with). */
export const PERSONAL_KEYS = Symbol('PersonalKeys');
export const MEDIA_SETTINGS = Symbol('MediaSettings');
export const READ_CACHE_LIMITS = Symbol('ReadCacheLimits');
/** The port through which contexts turn upload ids into references (media/ provides it). */
export const UPLOAD_REFERENCES = Symbol('UploadReferences');
/** The time (`Clock`): the system's, or one a test moves on. */
export const CLOCK = Symbol('Clock');

/** Where handlers read the time for expiries, so a test can move it on instead of waiting. */
export interface Clock {
  now(): number;
}

export const SYSTEM_CLOCK: Clock = { now: () => Date.now() };
