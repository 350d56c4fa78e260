import { describe, expect, it } from 'vitest';
import { filterTemplates, findTemplate, TEMPLATE_LIST } from './templates.ts';

describe('templates catalogue', () => {
  it('has the ten templates of the spec, each with three feature rows and a legal note', () => {
    expect(TEMPLATE_LIST.map((t) => t.id)).toEqual([
      'advance-payment',
      'annual-plan',
      'house-rules',
      'handover-protocol',
      'rental-agreement',
      'tenant-disclosure',
      'rent-increase',
      'warning',
      'payment-request',
      'termination',
    ]);
    for (const t of TEMPLATE_LIST) {
      expect(t.features).toHaveLength(3);
      expect(t.legalNote.length).toBeGreaterThan(20);
    }
  });

  it('finds templates by any word, and unknown ids not at all', () => {
    expect(filterTemplates('kündigung').map((t) => t.id)).toContain('termination');
    expect(filterTemplates('')).toHaveLength(10);
    expect(filterTemplates('xyzzy')).toEqual([]);
    expect(findTemplate('warning')?.title).toBe('Abmahnung');
    expect(findTemplate('constructor')).toBeNull();
    expect(findTemplate(undefined)).toBeNull();
  });
});
