/**
 * The EventStoreDB adapter over a client double that can fail on cue (see `EsdbClientDouble`): for
 * tests of what the product does when the server drops a subscription or an append times out.
 */
export { EsdbEventStore } from '../esdb/esdb-event-store.js';
export { EsdbClientDouble } from './esdb-client-double.js';
export { newEvent } from './new-event.js';
