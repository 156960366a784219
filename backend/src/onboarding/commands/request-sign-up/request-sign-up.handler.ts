import { randomUUID } from 'node:crypto';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_NEXT_PATH, safeNextPath, type SignUpRequested } from '@creators/contracts';
import { AccountOpening } from '../../../accounts/credentials/account-opening.js';
import { CheckSignUp } from '../../../creators/queries/check-sign-up/check-sign-up.query.js';
import { PublicOrigin } from '../../../platform/http/public-origin.js';
import { Outbox } from '../../../platform/mail/outbox.js';
import { MAILS_TO_AN_ADDRESS, RateLimiter } from '../../../platform/rate-limits.js';
import { RequestSignUp } from './request-sign-up.command.js';

@CommandHandler(RequestSignUp)
export class RequestSignUpHandler implements ICommandHandler<RequestSignUp, SignUpRequested> {
  constructor(
    private readonly queries: QueryBus,
    private readonly accounts: AccountOpening,
    private readonly outbox: Outbox,
    private readonly origin: PublicOrigin,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ request }: RequestSignUp): Promise<SignUpRequested> {
    const { handle, name } = request;
    const origin = this.origin.get();
    // Refusals that say nothing about the address first: the handle is public, the password is theirs.
    const account = await this.accounts.check(request.email, request.password);
    await this.queries.execute(new CheckSignUp(handle, name));
    await this.limiter.take(MAILS_TO_AN_ADDRESS, account.email, 'e-mails to this address');
    // The address is not yet known to be the requester's: the mail repeats nothing they typed but the handle.
    if (await this.accounts.hasAccount(account)) {
      await this.outbox.send({
        to: account.email,
        subject: 'You already have an account',
        text: [
          'Someone (you, we hope) tried to create an account on Creators Marketplace with this address.',
          '',
          `This address already has one. Sign in here: ${origin}/sign-in`,
          '',
          'If it was not you, nothing has changed and you need do nothing.',
        ].join('\n'),
      });
    } else {
      const next = safeNextPath(request.next);
      const token = await this.accounts.holdPending(account, randomUUID(), { handle, name }, Date.now());
      await this.outbox.send({
        to: account.email,
        subject: 'Confirm your Creators Marketplace account',
        text: [
          'Welcome to Creators Marketplace.',
          '',
          `To finish creating @${handle}, open this link within a day:`,
          `${origin}/sign-up/confirm${next === DEFAULT_NEXT_PATH ? '' : `?next=${encodeURIComponent(next)}`}#token=${token}`,
          '',
          'If you did not sign up, ignore this e-mail and no account is made.',
        ].join('\n'),
      });
    }
    return { email: account.email };
  }
}
