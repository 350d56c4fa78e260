/**
 * The demo data set: a landlord with two properties in Berlin and Leipzig. Relative to the
 * current year so that "last year" always has a complete year of readings and a billing draft.
 */
export const DEMO_PASSWORD = 'Demo-Passwort1';
export const DEMO_LANDLORD = 'demo.vermieter';
export const DEMO_TENANT = 'demo.mieter';

export interface DemoTenant {
  key: string;
  salutation: 'Herr' | 'Frau' | 'Divers' | 'Familie' | null;
  firstName: string | null;
  lastName: string;
  email: string | null;
  phone: string | null;
  floor: string;
  areaM2: string;
  persons: number;
  moveIn: (y: number) => string;
  moveOut?: (y: number) => string;
  annualAdvanceCents: number;
  deliveryMethod: 'email' | 'post';
  /** Yearly heat-cost-allocator units and cold-water m³ of the flat. */
  heatUnits: number;
  waterM3: number;
}

export const LINDENSTRASSE = {
  address: 'Lindenstraße 12, 10115 Berlin, Deutschland',
  heatingSystem: 'Gasheizung',
  tenants: [
    {
      key: 'schneider',
      salutation: 'Frau',
      firstName: 'Anna',
      lastName: 'Schneider',
      email: 'anna.schneider@example.de',
      phone: '030 1234567',
      floor: 'EG links',
      areaM2: '68.50',
      persons: 2,
      moveIn: () => '2019-04-01',
      annualAdvanceCents: 216_000,
      deliveryMethod: 'email',
      heatUnits: 1_840,
      waterM3: 62,
    },
    {
      key: 'yilmaz',
      salutation: 'Familie',
      firstName: null,
      lastName: 'Yilmaz',
      email: 'familie.yilmaz@example.de',
      phone: '030 2345678',
      floor: 'EG rechts',
      areaM2: '82.00',
      persons: 4,
      moveIn: () => '2016-09-01',
      annualAdvanceCents: 264_000,
      deliveryMethod: 'email',
      heatUnits: 2_310,
      waterM3: 118,
    },
    {
      key: 'becker',
      salutation: 'Herr',
      firstName: 'Thomas',
      lastName: 'Becker',
      email: 'thomas.becker@example.de',
      phone: null,
      floor: '1. OG links',
      areaM2: '54.20',
      persons: 1,
      moveIn: () => '2018-01-01',
      moveOut: (y) => `${y}-06-30`,
      annualAdvanceCents: 180_000,
      deliveryMethod: 'post',
      heatUnits: 1_020,
      waterM3: 17,
    },
    {
      key: 'wagner',
      salutation: 'Frau',
      firstName: 'Julia',
      lastName: 'Wagner',
      email: 'julia.wagner@example.de',
      phone: '0171 3456789',
      floor: '1. OG links',
      areaM2: '54.20',
      persons: 2,
      moveIn: (y) => `${y}-07-01`,
      annualAdvanceCents: 186_000,
      deliveryMethod: 'email',
      heatUnits: 690,
      waterM3: 21,
    },
    {
      key: 'leerstand',
      salutation: null,
      firstName: null,
      lastName: 'Leerstand',
      email: null,
      phone: null,
      floor: '1. OG rechts',
      areaM2: '75.30',
      persons: 0,
      moveIn: (y) => `${y}-01-01`,
      annualAdvanceCents: 0,
      deliveryMethod: 'post',
      heatUnits: 240,
      waterM3: 0,
    },
    {
      key: 'hoffmann',
      salutation: 'Herr',
      firstName: 'Michael',
      lastName: 'Hoffmann',
      email: 'm.hoffmann@example.de',
      phone: '030 4567890',
      floor: '2. OG',
      areaM2: '91.00',
      persons: 3,
      moveIn: () => '2021-05-15',
      annualAdvanceCents: 288_000,
      deliveryMethod: 'email',
      heatUnits: 2_560,
      waterM3: 96,
    },
  ] satisfies DemoTenant[],
};

export const STADTPARK = {
  address: 'Am Stadtpark 3, 04109 Leipzig, Deutschland',
  heatingSystem: 'Fernwärme',
  tenants: [
    {
      key: 'krueger',
      salutation: 'Frau',
      firstName: 'Sabine',
      lastName: 'Krüger',
      email: 'sabine.krueger@example.de',
      phone: '0341 998877',
      floor: 'EG',
      areaM2: '64.00',
      persons: 1,
      moveIn: () => '2020-02-01',
      annualAdvanceCents: 198_000,
      deliveryMethod: 'email',
      heatUnits: 1_450,
      waterM3: 31,
    },
    {
      key: 'neumann',
      salutation: 'Herr',
      firstName: 'Jonas',
      lastName: 'Neumann',
      email: null,
      phone: '0341 112233',
      floor: 'OG',
      areaM2: '71.40',
      persons: 2,
      moveIn: () => '2022-08-01',
      annualAdvanceCents: 210_000,
      deliveryMethod: 'post',
      heatUnits: 1_690,
      waterM3: 58,
    },
  ] satisfies DemoTenant[],
};

/** Share of a year's consumption per month, heating-season shaped (sums to 1000 per mille). */
export const HEATING_PROFILE = [165, 145, 125, 80, 45, 15, 10, 10, 30, 85, 125, 165];
/** Water and electricity use is nearly flat over the year (sums to 1000 per mille). */
export const FLAT_PROFILE = [84, 76, 84, 82, 84, 82, 84, 84, 82, 84, 82, 92];

export const HEATING_COSTS = [
  { name: 'Brennstoffkosten Gas', amountCents: 784_218, note: (y: number) => `15.01.${y + 1}` },
  { name: 'Wartung Heizungsanlage', amountCents: 38_500, note: (y: number) => `12.09.${y}` },
  { name: 'Schornsteinfeger', amountCents: 12_450, note: (y: number) => `03.11.${y}` },
  { name: 'Verbrauchserfassung (Messdienst)', amountCents: 46_980, note: (y: number) => `31.01.${y + 1}` },
];

/** Amounts of the default categories for the Berlin house, in cents. */
export const GENERAL_COSTS: Record<string, number> = {
  'Abwasser Kalt': 98_760,
  Allgemeinstrom: 41_230,
  Gebäudeversicherung: 132_450,
  Grundsteuer: 148_800,
  Haftpflichtversicherung: 21_900,
  'Kaltwasser Betrag': 87_340,
  Müllabfuhr: 96_120,
  Niederschlagswasser: 23_400,
  Straßenreinigung: 18_750,
};
