import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AccountAnswer } from '@creators/contracts';
import { CLOCK, type Clock } from '../../../platform/tokens.js';
import { accountError } from '../../accounts.errors.js';
import { AccountTokens } from '../../credentials/account-tokens.js';
import { Reauthentication } from '../../credentials/reauthentication.js';
import { TwoFactorStore } from '../../credentials/two-factor-store.js';
import { AccountStream } from '../account-stream.js';
import { AccountAnswers } from '../sign-in/account-answers.js';
import { AnswerSecondFactor } from './answer-second-factor.command.js';

const expired = () => accountError('sign_in_expired', 'this sign-in has expired; enter your password again');

@CommandHandler(AnswerSecondFactor)
export class AnswerSecondFactorHandler implements ICommandHandler<AnswerSecondFactor, AccountAnswer> {
  constructor(
    private readonly tokens: AccountTokens,
    private readonly reauthentication: Reauthentication,
    private readonly twoFactor: TwoFactorStore,
    private readonly answers: AccountAnswers,
    private readonly stream: AccountStream,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ challenge, code, client, metadata }: AnswerSecondFactor): Promise<AccountAnswer> {
    const now = this.clock.now();
    const pending = await this.tokens.peek('second-factor', challenge, now);
    if (pending === null) throw expired();
    const { creatorId } = pending;
    const match = await this.reauthentication.code(creatorId, code, client, now);
    if ((await this.tokens.use('second-factor', challenge, now)) === null) throw expired();
    if (match === 'recovery') {
      const codesLeft = (await this.twoFactor.find(creatorId))?.recoveryCodeHashes.length ?? 0;
      await this.stream.decide({ type: 'UseRecoveryCode', creatorId, codesLeft }, { ...metadata, creatorId });
    }
    const answer = await this.answers.of(creatorId);
    if (answer === null) throw expired();
    return answer;
  }
}
