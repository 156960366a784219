/**
 * A setting the environment gives that the product refuses. The message is the one line an
 * operator reads: the variable, the value (secrets shortened) and what is expected.
 */
export class ConfigurationError extends Error {
  constructor(
    readonly variable: string,
    shownValue: string,
    readonly expected: string,
  ) {
    super(`configuration: ${variable} must be ${expected}, not ${JSON.stringify(shownValue)}`);
    this.name = 'ConfigurationError';
  }
}

/**
 * Runs an entry's configuration reading; a refused setting prints its one line on stderr and ends
 * the process with status 1 (a stack trace would bury the line). Anything else is rethrown.
 */
export function exitOnBadConfiguration<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
