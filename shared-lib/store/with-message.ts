import type { ApiEnvelope } from 'shared-lib/contract';

/** A mutation's answer when the server's sentence is what the user must read (e.g. a cancel's refund amount). */
export interface WithMessage<T> {
  message: string;
  data: T;
}

/** `transformResponse` of such a mutation: keeps the envelope's message beside its data. */
export function keepMessage<T>(body: ApiEnvelope<T>): WithMessage<T> {
  return { message: body.message, data: body.data };
}
