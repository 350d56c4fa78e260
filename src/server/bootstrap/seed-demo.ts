import { addDays, daysInMonth } from '../../domain/dates.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  appMeta,
  billingDrafts,
  costCategories,
  customers,
  dwellings,
  meterReadings,
  meters,
  properties,
  tenants,
  users,
} from '../db/schema.ts';
import { DEFAULT_COST_CATEGORIES, isVacancy } from '../../domain/catalog.ts';
import { toPlainDecimal } from '../../domain/decimal.ts';
import { hashPassword } from '../auth/passwords.ts';
import {
  DEMO_LANDLORD,
  DEMO_PASSWORD,
  DEMO_TENANT,
  FLAT_PROFILE,
  GENERAL_COSTS,
  HEATING_COSTS,
  HEATING_PROFILE,
  LINDENSTRASSE,
  STADTPARK,
  type DemoTenant,
} from './demo-data.ts';

const SEED_KEY = 'demo_seeded_at';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Seeds the demo data set once; a later start, or existing demo logins, leave everything as it is.
 * `today` (default: 1 January of `year`) decides how far into the current year the month-end
 * readings go, so that the tenant portal shows the last twelve complete months.
 */
export async function seedDemo(
  db: Db,
  year: number,
  today: string = `${year}-01-01`,
): Promise<SeededDemo | null> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  if (marker) return null;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_LANDLORD));
  if (existing) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const lastYear = year - 1;
  const delivered = year - 2;
  // Month-end readings from January of the year before last up to the last complete month: the
  // year before last is billed and delivered, last year is the open draft.
  const months = 24 + Math.max(0, Number(today.slice(5, 7)) - 1);
  let seeded: SeededDemo | null = null;

  await db.transaction(async (tx) => {
    const [landlord] = await tx
      .insert(users)
      .values({
        username: DEMO_LANDLORD,
        email: 'vermieter@demo.nebenkostenplus.de',
        role: 'customer',
        passwordHash,
      })
      .returning();
    const [tenantLogin] = await tx
      .insert(users)
      .values({
        username: DEMO_TENANT,
        email: 'mieter@demo.nebenkostenplus.de',
        role: 'tenant',
        passwordHash,
      })
      .returning();
    const [customer] = await tx
      .insert(customers)
      .values({
        userId: landlord!.id,
        companyName: 'Hausverwaltung Sommer GmbH',
        contactPerson: 'Herr Peter Sommer',
        firstName: 'Peter',
        lastName: 'Sommer',
        email: 'vermieter@demo.nebenkostenplus.de',
        phoneNumber: '030 98765432',
        address: 'Friedrichstraße 100, 10117 Berlin, Deutschland',
        // A valid test IBAN (check digits correct), no real account.
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        accountHolder: 'Hausverwaltung Sommer GmbH',
      })
      .returning();

    const berlin = await seedProperty(tx, customer!.id, LINDENSTRASSE, lastYear, months, {
      schneider: tenantLogin!.id,
    });
    await seedProperty(tx, customer!.id, STADTPARK, lastYear, months, {});
    await seedDraft(tx, berlin, lastYear, lastYear);
    await seedDraft(tx, berlin, delivered, lastYear);
    await tx.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() });
    seeded = {
      landlord: { userId: landlord!.id, username: landlord!.username, email: landlord!.email },
      propertyId: berlin.id,
      deliveredYear: delivered,
    };
  });
  return seeded;
}

/** What the seed made that the delivered demo statements start from. */
export interface SeededDemo {
  landlord: { userId: number; username: string; email: string | null };
  propertyId: number;
  /** The year before last: finalized and delivered once the server runs (demo-statements.ts). */
  deliveredYear: number;
}

interface SeededProperty {
  id: number;
  tenants: Array<{ id: number; demo: DemoTenant; dwellingId: number }>;
  categories: Array<{ id: number; name: string; allocation: string }>;
  gasKwh: number;
}

async function seedProperty(
  tx: Tx,
  customerId: number,
  data: { address: string; heatingSystem: string; tenants: DemoTenant[] },
  lastYear: number,
  months: number,
  logins: Record<string, number>,
): Promise<SeededProperty> {
  const [property] = await tx
    .insert(properties)
    .values({ customerId, address: data.address, heatingSystem: data.heatingSystem })
    .returning();
  const propertyId = property!.id;
  const [street, rest] = data.address.split(', ') as [string, string];
  const [zipcode, ...cityParts] = rest.split(' ');

  const dwellingOf = await seedDwellings(tx, propertyId, data.tenants);
  const seeded: SeededProperty['tenants'] = [];
  for (const [index, t] of data.tenants.entries()) {
    const dwellingId = dwellingOf.get(t.floor)!;
    const [row] = await tx
      .insert(tenants)
      .values({
        propertyId,
        userId: logins[t.key] ?? null,
        salutation: t.salutation,
        firstName: t.firstName,
        lastName: t.lastName,
        email: t.email,
        phoneNumber: t.phone,
        streetHouseNo: street,
        zipcode: zipcode ?? null,
        city: cityParts.join(' '),
        floor: t.floor,
        deliveryMethod: t.deliveryMethod,
        areaM2: t.areaM2,
        usageUnits: String(t.persons),
        moveIn: t.moveIn(lastYear),
        moveOut: t.moveOut?.(lastYear) ?? null,
        annualAdvanceCents: t.annualAdvanceCents,
        sortIndex: index,
        predecessorId: predecessorIn(seeded, t, lastYear),
        dwellingId,
      })
      .returning();
    seeded.push({ id: row!.id, demo: t, dwellingId });
  }

  const categories = await tx
    .insert(costCategories)
    .values([
      { propertyId, name: 'Heizung', allocation: 'Verbrauch', categoryGroup: 'heating', position: 0 },
      { propertyId, name: 'Warmwasser', allocation: 'Verbrauch', categoryGroup: 'heating', position: 1 },
      ...DEFAULT_COST_CATEGORIES.map((c, i) => ({
        propertyId,
        name: c.name,
        allocation: c.allocation,
        categoryGroup: 'general',
        position: i + 2,
      })),
    ])
    .returning();

  const gasKwh = await seedMeters(
    tx,
    propertyId,
    seeded,
    lastYear - 1,
    months,
    data.heatingSystem === 'Gasheizung',
  );
  return { id: propertyId, tenants: seeded, categories, gasKwh };
}

/**
 * One dwelling per flat (the tenancies of a tenant change share their floor), in the order the
 * flats first appear, with the flat's area and the persons of its latest tenant (a vacant flat:
 * none). Returns each floor's dwelling.
 */
async function seedDwellings(tx: Tx, propertyId: number, demo: DemoTenant[]) {
  const floors = [...new Set(demo.map((t) => t.floor))];
  const rows = await tx
    .insert(dwellings)
    .values(
      floors.map((floor, sortIndex) => {
        const latest = demo.filter((t) => t.floor === floor).at(-1)!;
        return {
          propertyId,
          label: floor,
          areaM2: latest.areaM2,
          persons: isVacancy(latest.lastName) ? null : latest.persons,
          sortIndex,
        };
      }),
    )
    .returning();
  return new Map(rows.map((d) => [d.label, d.id]));
}

/**
 * Month-end readings from a start reading on 1 January of `year`, for `months` months (12: that
 * year; more: on into the next year with the same yearly profile). Manual readings as a metering
 * service takes them: the demo never pretends to have gateway readings.
 */
function readingsFor(
  meterId: number,
  start: number,
  yearly: number,
  profile: number[],
  year: number,
  unit: string,
  months = 12,
) {
  const rows = [
    { meterId, readingDate: `${year}-01-01`, readingValue: toPlainDecimal(start * 1000, 3), unit },
  ];
  let milli = start * 1000;
  for (let i = 0; i < months; i++) {
    const y = year + Math.floor(i / 12);
    const m = (i % 12) + 1;
    milli += Math.round((yearly * 1000 * (profile[m - 1] ?? 0)) / 1000);
    const date = `${y}-${String(m).padStart(2, '0')}-${daysInMonth(y, m)}`;
    rows.push({ meterId, readingDate: date, readingValue: toPlainDecimal(milli, 3), unit });
  }
  return rows;
}

async function seedMeters(
  tx: Tx,
  propertyId: number,
  flats: SeededProperty['tenants'],
  year: number,
  months: number,
  gas: boolean,
): Promise<number> {
  const manual = { propertyId, sourceType: 'manual', autoSync: false } as const;
  const [main] = await tx
    .insert(meters)
    .values(
      gas
        ? {
            ...manual,
            meterType: 'Gaszähler',
            meterNumber: `G-${propertyId}-4711`,
            unit: 'm³',
            assignmentLabel: 'Allgemeinheizung',
          }
        : {
            ...manual,
            meterType: 'Wärmemengenzähler',
            meterNumber: `W-${propertyId}-0815`,
            unit: 'kWh',
            assignmentLabel: 'Allgemeinheizung',
          },
    )
    .returning();
  const [power] = await tx
    .insert(meters)
    .values({
      ...manual,
      meterType: 'Stromzähler',
      meterNumber: `S-${propertyId}-2201`,
      unit: 'kWh',
      assignmentLabel: 'Allgemeinstrom',
    })
    .returning();
  const yearlyMain = gas ? 6_480 : 48_200; // m³ gas, or kWh district heat
  const readings = [
    ...readingsFor(
      main!.id,
      gas ? 21_350 : 153_400,
      yearlyMain,
      HEATING_PROFILE,
      year,
      gas ? 'm³' : 'kWh',
      months,
    ),
    ...readingsFor(power!.id, 48_120, 1_870, FLAT_PROFILE, year, 'kWh', months),
  ];

  // One allocator and one water meter per flat; a flat with a tenant change keeps its meters,
  // assigned to the current tenant, and the 30 June reading serves as the interim reading.
  const seenFloors = new Set<string>();
  for (const flat of [...flats].reverse()) {
    if (seenFloors.has(flat.demo.floor)) continue;
    seenFloors.add(flat.demo.floor);
    const sameFlat = flats.filter((f) => f.demo.floor === flat.demo.floor);
    const heatUnits = sameFlat.reduce((s, f) => s + f.demo.heatUnits, 0);
    const water = sameFlat.reduce((s, f) => s + f.demo.waterM3, 0);
    const [hkv] = await tx
      .insert(meters)
      .values({
        ...manual,
        tenantId: flat.id,
        dwellingId: flat.dwellingId,
        meterType: 'Heizkostenverteiler',
        meterNumber: `HKV-${propertyId}-${flat.id}`,
        unit: 'Einheiten',
      })
      .returning();
    const [wz] = await tx
      .insert(meters)
      .values({
        ...manual,
        tenantId: flat.id,
        dwellingId: flat.dwellingId,
        meterType: 'Wasserzähler',
        meterNumber: `WZ-${propertyId}-${flat.id}`,
        unit: 'm³',
      })
      .returning();
    readings.push(...readingsFor(hkv!.id, 0, heatUnits, HEATING_PROFILE, year, 'Einheiten', months));
    readings.push(...readingsFor(wz!.id, 100 + flat.id, water, FLAT_PROFILE, year, 'm³', months));
  }
  await tx.insert(meterReadings).values(readings);
  // Natural gas: about 10.3 kWh per m³ (calorific value × state number of the supplier's bill).
  return gas ? Math.round(yearlyMain * 10.3) : yearlyMain;
}

/**
 * The cost draft of `year`, with the tenancies of that year; `tenancyYear` is the year the demo's
 * move-in and move-out dates were seeded relative to.
 */
async function seedDraft(tx: Tx, property: SeededProperty, year: number, tenancyYear: number) {
  const heatingCategory = property.categories.find((c) => c.name === 'Heizung');
  const costs = [
    ...HEATING_COSTS.map((c, i) => ({
      key: i === 0 ? 'heating_main' : `custom_std_heating_${Date.UTC(year, 11, 31) + i}`,
      name: c.name,
      allocation: i === 0 ? 'Verbrauch' : 'm²',
      amount_cents: c.amountCents,
      note: c.note(year),
      group: 'heating',
      category_id: i === 0 ? (heatingCategory?.id ?? null) : null,
    })),
    ...property.categories
      .filter((c) => GENERAL_COSTS[c.name] !== undefined)
      .map((c) => ({
        key: String(c.id),
        name: c.name,
        allocation: c.allocation,
        amount_cents: GENERAL_COSTS[c.name]!,
        note: `28.02.${year + 1}`,
        group: 'general',
        category_id: c.id,
      })),
  ];
  const [first, last] = [`${year}-01-01`, `${year}-12-31`];
  const within = property.tenants.filter(
    ({ demo }) => demo.moveIn(tenancyYear) <= last && (demo.moveOut?.(tenancyYear) ?? last) >= first,
  );
  const tenantsPayload = within.map(({ id, demo }) => ({
    id,
    name: [demo.firstName, demo.lastName].filter(Boolean).join(' '),
    move_in: demo.moveIn(tenancyYear) < first ? first : demo.moveIn(tenancyYear),
    move_out: (demo.moveOut?.(tenancyYear) ?? last) > last ? last : (demo.moveOut?.(tenancyYear) ?? last),
    annual_advance_cents: demo.annualAdvanceCents,
    area_m2: Number(demo.areaM2),
    default_area_m2: Number(demo.areaM2),
    volume_m3: null,
    usage_units: demo.persons,
  }));
  // CO2: natural gas 0.2 t per MWh (BEHG emission factor 0.201 kg/kWh), priced at the year's 45 €/t.
  const co2Grams = property.gasKwh * 201;
  await tx.insert(billingDrafts).values({
    propertyId: property.id,
    year,
    payload: {
      costs,
      tenants: tenantsPayload,
      metrics: {
        heating: {
          kwh: toPlainDecimal(property.gasKwh * 1000, 3),
          co2_emissions_kg: toPlainDecimal(co2Grams, 3),
          co2_amount_cents: Math.round((co2Grams * 45) / 10_000),
        },
      },
      meta: { savedAt: new Date().toISOString(), mode: 'standard', removedCostIds: [] },
    },
  });
}

/** The seeded tenancy of the same unit that moved out the day before this one moves in. */
function predecessorIn(
  seeded: SeededProperty['tenants'],
  tenant: SeededProperty['tenants'][number]['demo'],
  year: number,
): number | null {
  const moveIn = tenant.moveIn(year);
  const previous = seeded.find(
    (s) => s.demo.floor === tenant.floor && s.demo.moveOut && addDays(s.demo.moveOut(year), 1) === moveIn,
  );
  return previous?.id ?? null;
}
