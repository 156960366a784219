import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { CREATOR_PROFILES } from '@creators/projections';
import { INTEGRATION_TEST_MS, PROMPTLY_MS } from '@creators/storage/testing';
import { Join } from '../../onboarding/commands/join/join.command.js';
import { systemMetadata } from '../../platform/command-metadata.js';
import { DomainError } from '../../platform/domain-error.js';
import { HttpClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { PublishExpertListing } from './publish-expert-listing/publish-expert-listing.command.js';
import { UpdateProfile } from './update-profile/update-profile.command.js';
import { WithdrawExpertListing } from './withdraw-expert-listing/withdraw-expert-listing.command.js';

jest.setTimeout(INTEGRATION_TEST_MS);

/** What the demo seeder does: the same commands, sent on the CommandBus with metadata, no HTTP. */
describe('the creator commands, sent from code', () => {
  let testApp: TestApp;
  let commands: CommandBus;

  beforeAll(async () => {
    testApp = await startTestApp();
    commands = testApp.app.get(CommandBus);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('signs up, fills in the profile and lists an expert; the creator can then sign in over HTTP', async () => {
    const account = { email: 'Seeded@Example.com', password: 'demo password 1' };
    const { creator } = await commands.execute(
      new Join({ account, handle: 'Seeded', name: 'Seeded One' }, systemMetadata()),
    );
    expect(creator).toEqual({ id: expect.any(String), handle: 'Seeded', name: 'Seeded One' });

    await commands.execute(
      new UpdateProfile(
        { bio: 'Made by the seeder', avatarUrl: '/creators-assets/demo/avatar-1.svg' },
        systemMetadata(creator.id),
      ),
    );
    const listed = await commands.execute(
      new PublishExpertListing(
        {
          services: ['Illustration'],
          hourlyRate: { min: 30, max: 60, currency: 'USD' },
          languages: ['en'],
          location: 'Remote',
          availability: 'limited',
        },
        systemMetadata(creator.id),
      ),
    );
    expect(await testApp.runner.waitFor(Number(listed.position), PROMPTLY_MS)).toBe(true);
    const doc = await testApp.documents.get(CREATOR_PROFILES, creator.id);
    expect(doc).toMatchObject({ handle: 'Seeded', bio: 'Made by the seeder', isExpert: true });
    expect(doc?.expert?.services).toEqual(['illustration']);

    const browser = new HttpClient(testApp.base);
    const signedIn = await browser.post('/api/auth/sign-in', {
      email: 'seeded@example.com',
      password: account.password,
    });
    expect(signedIn.status).toBe(200);
  });

  it('refuses with domain errors, never HTTP ones', async () => {
    await expect(commands.execute(new WithdrawExpertListing(systemMetadata(randomUUID())))).rejects.toMatchObject({
      code: 'creator_not_found',
    });
    const refusal = commands.execute(
      new Join(
        { account: { email: 'x@example.com', password: 'long enough!' }, handle: 'admin', name: 'X' },
        systemMetadata(),
      ),
    );
    await expect(refusal).rejects.toBeInstanceOf(DomainError);
    await expect(refusal).rejects.toMatchObject({ code: 'reserved_handle' });
  });
});
