import { describe, expect, it } from 'vitest';
import { letterGreeting } from './greeting.ts';

describe('letter greeting', () => {
  it('addresses a tenant with a salutation by the last name', () => {
    expect(
      letterGreeting({
        name: 'Sophie Müller',
        salutation: 'Frau',
        first_name: 'Sophie',
        last_name: 'Müller',
      }),
    ).toBe('Sehr geehrte Frau Müller,');
    expect(
      letterGreeting({ name: 'Jonas Weber', salutation: 'Herr', first_name: 'Jonas', last_name: 'Weber' }),
    ).toBe('Sehr geehrter Herr Weber,');
    expect(letterGreeting({ name: 'Familie Yilmaz', salutation: 'Familie', last_name: 'Yilmaz' })).toBe(
      'Sehr geehrte Familie Yilmaz,',
    );
  });

  it('falls back to the printed name when no last name is stored', () => {
    expect(letterGreeting({ name: 'Sophie Müller', salutation: 'Frau' })).toBe(
      'Sehr geehrte Frau Sophie Müller,',
    );
    expect(letterGreeting({ name: 'Familie Yilmaz', salutation: 'Familie' })).toBe(
      'Sehr geehrte Familie Yilmaz,',
    );
  });

  it('greets neutrally by full name for Divers or without a salutation', () => {
    expect(
      letterGreeting({ name: 'Kim Berger', salutation: 'Divers', first_name: 'Kim', last_name: 'Berger' }),
    ).toBe('Guten Tag Kim Berger,');
    expect(
      letterGreeting({ name: 'Kim Berger', salutation: null, first_name: 'Kim', last_name: 'Berger' }),
    ).toBe('Guten Tag Kim Berger,');
    expect(letterGreeting({ name: 'Anna Becker' })).toBe('Guten Tag Anna Becker,');
    expect(letterGreeting({ name: 'Familie Özdemir' })).toBe('Sehr geehrte Familie Özdemir,');
  });

  it('uses "Sehr geehrte Damen und Herren" only for companies or without a name', () => {
    expect(
      letterGreeting({
        name: 'Bäckerei Kunz GmbH',
        company: 'Bäckerei Kunz GmbH',
        last_name: 'Kunz',
        salutation: 'Herr',
      }),
    ).toBe('Sehr geehrte Damen und Herren,');
    expect(letterGreeting({ name: 'Praxis Dr. Roth GbR' })).toBe('Sehr geehrte Damen und Herren,');
    expect(letterGreeting({ name: '  ' })).toBe('Sehr geehrte Damen und Herren,');
  });
});
