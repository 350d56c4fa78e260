/**
 * Whether this process should get traffic: `starting` until its database answers and the
 * migrations are done, `ready` while it serves, `draining` once it has been asked to stop (a load
 * balancer then sends new requests elsewhere while the ones in flight finish).
 */
export type ReadinessState = 'starting' | 'ready' | 'draining';

export class Readiness {
  #state: ReadinessState;

  constructor(state: ReadinessState = 'starting') {
    this.#state = state;
  }

  get state(): ReadinessState {
    return this.#state;
  }

  ready(): void {
    if (this.#state === 'starting') this.#state = 'ready';
  }

  drain(): void {
    this.#state = 'draining';
  }
}
