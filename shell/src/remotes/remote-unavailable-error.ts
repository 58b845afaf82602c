/** A remote's code could not be loaded (after retries) or run; its area shows the fallback. */
export class RemoteUnavailableError extends Error {
  readonly remote: string;

  constructor(remote: string, cause: unknown) {
    super(`The ${remote} remote is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}
