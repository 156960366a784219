import { Query } from '@nestjs/cqrs';

/**
 * Would this sign-up be taken: a valid handle nobody holds, a valid name? Answers nothing and
 * throws the refusal the sign-up itself would; writes nothing.
 */
export class CheckSignUp extends Query<void> {
  constructor(
    readonly handle: string,
    readonly name: string,
  ) {
    super();
  }
}
