import type { RemoteName } from '@replay/shared';

/** A remote's code could not be loaded after retries; its area shows the fallback. */
export class RemoteUnavailableError extends Error {
  readonly remote: RemoteName;

  constructor(remote: RemoteName, cause: unknown) {
    super(`The ${remote} remote is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}
