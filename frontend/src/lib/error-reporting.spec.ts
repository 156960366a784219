import { tunnelFor } from './error-reporting.js';

describe('tunnelFor', () => {
  it('takes organisation, project and region from a regional DSN', () => {
    expect(tunnelFor('https://abc@o123.ingest.de.sentry.io/456')).toBe('/monitoring?o=123&p=456&r=de');
  });

  it('leaves the region out when the DSN has none', () => {
    expect(tunnelFor('https://abc@o123.ingest.sentry.io/456')).toBe('/monitoring?o=123&p=456');
  });

  it('sends only the project for a self-hosted DSN', () => {
    expect(tunnelFor('https://abc@sentry.example.com/7')).toBe('/monitoring?p=7');
  });
});
