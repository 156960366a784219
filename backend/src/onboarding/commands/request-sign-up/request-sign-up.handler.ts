import { randomUUID } from 'node:crypto';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_NEXT_PATH, safeNextPath, type SignUpRequested } from '@creators/contracts';
import { AccountOpening } from '../../../accounts/credentials/account-opening.js';
import { CheckSignUp } from '../../../creators/queries/check-sign-up/check-sign-up.query.js';
import { DomainError, isDomainError } from '../../../platform/domain-error.js';
import { PublicOrigin } from '../../../platform/http/public-origin.js';
import { Outbox } from '../../../platform/mail/outbox.js';
import { MAILS_TO_AN_ADDRESS, RateLimiter } from '../../../platform/rate-limits.js';
import { RequestSignUp } from './request-sign-up.command.js';

/**
 * One refusal naming every refused field, when each refusal names fields (of one code, or else as
 * invalid input); otherwise the first, as it was.
 */
function refusedTogether(reasons: readonly unknown[]): unknown {
  const [first] = reasons;
  const refusals = reasons.filter((reason): reason is DomainError => isDomainError(reason) && reason.fields.length > 0);
  if (refusals.length < 2 || refusals.length !== reasons.length) return first;
  const codes = new Set(refusals.map((reason) => reason.code));
  const [code = 'invalid_input'] = codes.size === 1 ? codes : ['invalid_input'];
  const fields = refusals.flatMap((reason) => reason.fields);
  return new DomainError(code, refusals.map((reason) => reason.message).join('; '), fields);
}

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
    // Both are asked, so a form refused for its password and its handle says both at once.
    const [checked, signUp] = await Promise.allSettled([
      this.accounts.check(request.email, request.password),
      this.queries.execute(new CheckSignUp(handle, name)),
    ]);
    if (checked.status === 'rejected' || signUp.status === 'rejected')
      throw refusedTogether(
        [checked, signUp].flatMap((result): unknown[] => (result.status === 'rejected' ? [result.reason] : [])),
      );
    const account = checked.value;
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
