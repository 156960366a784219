/** Injection tokens for the ports the gateway's handlers depend on. */
export const EVENT_STORE = Symbol('EventStore');
export const DOCUMENT_STORE = Symbol('DocumentStore');
export const APP_CONFIG = Symbol('AppConfig');
export const PROJECTION_RUNNER = Symbol('ProjectionRunner');
