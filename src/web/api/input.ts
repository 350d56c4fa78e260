import type { z } from '../../domain/schemas/base/zod.ts';

/**
 * What a form may send to a write call: the schema's input side (German number strings, dates as
 * text) without the actor markers, which the server takes from the token anyway.
 */
export type Input<S extends z.ZodType> = Omit<z.input<S>, '_actor' | '_actor_role'>;
