import { describe, expect, it } from 'vitest';
import { linkedPropertyProblem } from './linked-property.ts';

describe('linkedPropertyProblem', () => {
  it("names the four cases with the spec's messages", () => {
    expect(linkedPropertyProblem({ id: null })).toBe('Liegenschaft existiert nicht mehr.');
    expect(linkedPropertyProblem({ id: 7, errorStatus: 404 })).toBe(
      'Liegenschaft existiert nicht mehr oder wurde archiviert.',
    );
    expect(linkedPropertyProblem({ id: 7, status: 'archived' })).toBe('Liegenschaft wurde archiviert.');
    expect(linkedPropertyProblem({ id: 7, errorStatus: 0 })).toBe(
      'Liegenschaft konnte nicht geöffnet werden.',
    );
    expect(linkedPropertyProblem({ id: 7, errorStatus: 500 })).toBe(
      'Liegenschaft konnte nicht geöffnet werden.',
    );
  });

  it('lets active and ended properties open', () => {
    expect(linkedPropertyProblem({ id: 7, status: 'active' })).toBeNull();
    expect(linkedPropertyProblem({ id: 7, status: 'ended' })).toBeNull();
  });
});
