// A mistake in how the CLI was called: printed with a hint and exit code 2 (errors while working exit 1).
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}
