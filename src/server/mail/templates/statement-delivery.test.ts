import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { statementDeliveryMail, tenantGreeting, type StatementMailInput } from './statement-delivery.ts';

const config = loadConfig({ APP_URL: 'https://nk.example.de' });

const input: StatementMailInput = {
  year: 2025,
  address: 'Gartenstraße 3 <b>, 10115 Berlin',
  tenant: { salutation: 'Herr', firstName: 'Jonas', lastName: 'Weber', company: null },
  documentName: 'Jonas Weber',
  periodFrom: '2025-01-01',
  periodTo: '2025-12-31',
  balanceCents: -4_250,
  fileName: 'Abrechnung_2025_Weber.pdf',
  landlord: { name: 'Hausverwaltung A & B', email: 'post@ab.example' },
  portalLink: 'https://nk.example.de/login',
};

describe('statement delivery mail', () => {
  it('greets the tenant by name where the salutation allows it', () => {
    const tenant = { salutation: null, firstName: null, lastName: 'Weber', company: null };
    expect(tenantGreeting(input)).toBe('Sehr geehrter Herr Weber,');
    expect(tenantGreeting({ ...input, tenant: { ...tenant, salutation: 'Frau' } })).toBe(
      'Sehr geehrte Frau Weber,',
    );
    expect(tenantGreeting({ ...input, tenant: { ...tenant, salutation: 'Familie' } })).toBe(
      'Sehr geehrte Familie Weber,',
    );
    expect(tenantGreeting({ ...input, tenant: { ...tenant, salutation: 'Divers', firstName: 'Alex' } })).toBe(
      'Guten Tag Alex Weber,',
    );
    // A company is a firm, not a person: the business letter's greeting, as on the statement PDF.
    expect(tenantGreeting({ ...input, tenant: { ...tenant, company: 'Praxis Weber GmbH' } })).toBe(
      'Sehr geehrte Damen und Herren,',
    );
    expect(tenantGreeting({ documentName: ' ', tenant: { ...tenant, lastName: null } })).toBe(
      'Sehr geehrte Damen und Herren,',
    );
    expect(
      tenantGreeting({ documentName: 'Bäckerei Kunz GmbH', tenant: { ...tenant, lastName: null } }),
    ).toBe('Sehr geehrte Damen und Herren,');
    expect(
      tenantGreeting({
        documentName: 'Anna Becker',
        tenant: { salutation: null, firstName: 'Anna', lastName: 'Becker', company: null },
      }),
    ).toBe('Guten Tag Anna Becker,');
  });

  it('names year, address, period and result, and escapes the HTML', () => {
    const mail = statementDeliveryMail(config, input);
    expect(mail.subject).toBe('Ihre Heiz- und Nebenkostenabrechnung 2025 – Gartenstraße 3 <b>, 10115 Berlin');
    expect(mail.text).toContain('Abrechnungszeitraum: 01.01.2025 – 31.12.2025');
    expect(mail.text).toContain('Ergebnis: Guthaben 42,50\u00a0€');
    expect(mail.text).toContain('Datei: Abrechnung_2025_Weber.pdf');
    expect(mail.text).toContain('(post@ab.example); Sie können dazu direkt auf diese E-Mail antworten.');
    expect(mail.text).toContain('https://nk.example.de/login');
    expect(mail.html).toContain('Gartenstraße 3 &lt;b&gt;');
    expect(mail.html).toContain('Hausverwaltung A &amp; B');
    expect(mail.html).not.toContain('<b>');
  });

  it('words a payment, a balanced result and a landlord without address', () => {
    expect(statementDeliveryMail(config, { ...input, balanceCents: 100 }).text).toContain(
      'Ergebnis: Nachzahlung 1,00\u00a0€',
    );
    const even = statementDeliveryMail(config, {
      ...input,
      balanceCents: 0,
      landlord: { name: null, email: null },
      portalLink: null,
    });
    expect(even.text).toContain('Ergebnis: ausgeglichen (0,00\u00a0€)');
    expect(even.text).toContain('richten Sie bitte an ihn.');
    expect(even.text).not.toContain('Mieterportal');
  });
});
