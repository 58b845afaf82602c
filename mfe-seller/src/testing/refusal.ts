import { HttpResponse } from 'msw';

/** An answer of the API refusing with `status` and its `message`. */
export const refusal = (status: number, message: string) => (): HttpResponse<{ message: string }> =>
  HttpResponse.json({ message }, { status });
