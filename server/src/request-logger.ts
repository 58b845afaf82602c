import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Write = (...args: unknown[]) => void;

/** What pino's loggers have beyond Fastify's logger interface. */
interface LevelAware {
  isLevelEnabled(level: string): boolean;
}

/**
 * `request.log`, whose pino child (carrying the request id) is made when the request first logs
 * at an enabled level. Most requests log nothing at `warn`, and a child per request was a fifth
 * of the time of a cached answer; a request that does log gets the same line as before.
 */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger & LevelAware,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  private logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: Level, args: unknown[]): void {
    if (
      this.made
        ? (this.made as FastifyBaseLogger & LevelAware).isLevelEnabled(level)
        : this.parent.isLevelEnabled(level)
    ) {
      (this.logger()[level] as Write)(...args);
    }
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }
}

export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  // A route with its own log level needs a real child at once; so does a logger that is not pino's
  // (Fastify's silent logger when logging is off, whose children are itself).
  options.level || typeof (logger as Partial<LevelAware>).isLevelEnabled !== 'function'
    ? logger.child(bindings, options)
    : (new RequestLogger(logger as FastifyBaseLogger & LevelAware, bindings, options) as unknown as FastifyBaseLogger);
