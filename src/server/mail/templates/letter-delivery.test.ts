import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { letterFileName } from '../../postbox/letter-file.ts';
import { letterDeliveryMail, type LetterMailInput } from './letter-delivery.ts';

const config = loadConfig({ APP_URL: 'https://nk.example.de' });

const input: LetterMailInput = {
  title: 'Anpassung der Vorauszahlungen',
  address: 'Gartenstraße 3 <b>, 10115 Berlin',
  tenant: { salutation: 'Herr', firstName: 'Jonas', lastName: 'Weber', company: null },
  documentName: 'Jonas Weber',
  date: '2026-11-20',
  fileName: 'Anpassung_der_Vorauszahlungen_7.pdf',
  landlord: { name: 'Hausverwaltung A & B', email: 'post@ab.example' },
  portalLink: 'https://nk.example.de/login',
};

describe('letter delivery mail', () => {
  it('names the letter, the property, the date and the file, and links the portal', () => {
    const mail = letterDeliveryMail(config, input);
    expect(mail.subject).toBe('Anpassung der Vorauszahlungen – Gartenstraße 3 <b>, 10115 Berlin');
    expect(mail.text).toContain('Sehr geehrter Herr Weber,');
    expect(mail.text).toContain('Datum: 20.11.2026');
    expect(mail.text).toContain('Datei: Anpassung_der_Vorauszahlungen_7.pdf');
    expect(mail.text).toContain('Absender: Hausverwaltung A & B.');
    expect(mail.text).toContain('https://nk.example.de/login');
    expect(mail.html).toContain('Gartenstraße 3 &lt;b&gt;');
    expect(mail.html).toContain('Hausverwaltung A &amp; B');
    expect(mail.html).not.toContain('<b>,');
  });

  it('leaves out the portal without a login and the landlord line when nothing is stored', () => {
    const mail = letterDeliveryMail(config, {
      ...input,
      portalLink: null,
      landlord: { name: null, email: null },
    });
    expect(mail.text).not.toContain('Mieterportal');
    expect(mail.text).not.toContain('Absender');
  });
});

describe('letter file name', () => {
  it('keeps letters and digits, joins the rest with underscores and ends with the id', () => {
    expect(letterFileName('Kündigung des Mietverhältnisses', 7)).toBe(
      'Kündigung_des_Mietverhältnisses_7.pdf',
    );
    expect(letterFileName('Mieterhöhung (§ 558 BGB) / 2026', 12)).toBe('Mieterhöhung_558_BGB_2026_12.pdf');
    expect(letterFileName(' ../ ', 3)).toBe('Brief_3.pdf');
  });
});
