/** An error that becomes an HTTP response `{ message }` with its status, shaped once by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Fields beside `message` (the contract's ErrorBody): field errors, tries left. */
    readonly extra?: { errors?: Record<string, string>; triesLeft?: number },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, extra?: HttpError['extra']) => new HttpError(400, message, extra);
export const tooManyRequests = (message: string) => new HttpError(429, message);
export const unauthorized = (message = 'Please sign in to continue') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const paymentRequired = (message: string) => new HttpError(402, message);
export const badGateway = (message: string) => new HttpError(502, message);
