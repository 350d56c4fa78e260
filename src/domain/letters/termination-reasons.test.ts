import { describe, expect, it } from 'vitest';
import { checkTerminationReasons, TERMINATION_REASON_LAW } from './termination-reasons.ts';

describe('§ 573 BGB legitimate interest', () => {
  it('refuses a landlord termination without any reason', () => {
    expect(() => checkTerminationReasons([])).toThrow(/berechtigtes Interesse \(§ 573 BGB\)/);
    expect(() => checkTerminationReasons(null)).toThrow(/mindestens einen Kündigungsgrund/);
  });

  it('refuses a reason without its explanation (§ 573 Abs. 3 BGB)', () => {
    expect(() => checkTerminationReasons([{ reason: 'own_use', details: '   ' }])).toThrow(
      'Bitte den Grund „Eigenbedarf (§ 573 Abs. 2 Nr. 2 BGB)“ im Schreiben näher begründen; nur angegebene Gründe werden berücksichtigt (§ 573 Abs. 3 BGB).',
    );
  });

  it('keeps the stated reasons, trimmed, in their order', () => {
    const r = checkTerminationReasons([
      { reason: 'own_use', details: ' Meine Tochter zieht zum Studium nach Leipzig. ' },
      { reason: 'breach', details: 'Wiederholte Ruhestörung trotz Abmahnung.' },
    ]);
    expect(r).toEqual([
      { reason: 'own_use', details: 'Meine Tochter zieht zum Studium nach Leipzig.' },
      { reason: 'breach', details: 'Wiederholte Ruhestörung trotz Abmahnung.' },
    ]);
    expect(TERMINATION_REASON_LAW.economic_use).toBe('§ 573 Abs. 2 Nr. 3 BGB');
  });
});
