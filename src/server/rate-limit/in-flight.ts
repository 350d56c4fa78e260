/**
 * Places for requests that hold much memory while they are read and worked on, per owner (a
 * login) and overall, in this process: memory is a process's own, so the count is too. A request
 * takes a place or is refused at once; it never waits, since a waiting request would hold its
 * connection and, once read, its body.
 */
export interface InFlightLimit<Owner = number> {
  /** A place for `owner`, or which limit is reached. */
  take(owner: Owner): InFlightPlace | 'owner' | 'overall';
  /** Places taken, of one owner or of everyone. */
  inFlight(owner?: Owner): number;
}

export interface InFlightPlace {
  /** Gives the place back; a second call does nothing. */
  release(): void;
}

/** Owners are logins (numbers) or anything else a Map tells apart, such as a client's IP address. */
export function inFlightLimit<Owner = number>(limits: {
  perOwner: number;
  overall: number;
}): InFlightLimit<Owner> {
  const byOwner = new Map<Owner, number>();
  let total = 0;
  return {
    take(owner) {
      const mine = byOwner.get(owner) ?? 0;
      if (mine >= limits.perOwner) return 'owner';
      if (total >= limits.overall) return 'overall';
      byOwner.set(owner, mine + 1);
      total++;
      let held = true;
      return {
        release() {
          if (!held) return;
          held = false;
          total--;
          const left = byOwner.get(owner)! - 1;
          if (left === 0) byOwner.delete(owner);
          else byOwner.set(owner, left);
        },
      };
    },
    inFlight: (owner) => (owner === undefined ? total : (byOwner.get(owner) ?? 0)),
  };
}
