/** Upload ids are UUIDs; anything else names no upload (and never reaches the store as a stream name). */
export const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
