/**
 * A part of the site the shell's server could not read or compose (a remote's prerender.json or
 * manifest, the shell's own prerender bundle): its pages are answered without it until the next
 * composition. The cause is kept for the log.
 */
export class CompositionError extends Error {
  /** What could not be had, in words: "the buyer remote's prerender.json". */
  readonly part: string;

  constructor(part: string, cause: unknown) {
    super(`${part} is unavailable`, { cause });
    this.name = 'CompositionError';
    this.part = part;
  }
}
