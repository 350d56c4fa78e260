import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { newIntakeKey } from '../../src/server/db/intake-key.ts';

/**
 * A building of `dwellings` dwellings filled by SQL for the statement benchmarks: every tenth dwelling
 * changes tenant on 30 June, a heat cost allocator and a water meter per dwelling read at every month's
 * end for two years, and a cost draft of `year` with heating (CO2 data) and 14 operating costs over
 * area, persons, units and water consumption. Returns the property's id.
 */
export async function fillBuilding(db: Db, dwellings: number, year: number): Promise<number> {
  const { rows } = await db.execute(sql`
    with c as (insert into customers (first_name, last_name, email, address)
               values ('Vera', 'Vermieter', 'vera@example.de', 'Hauptstraße 1, 10115 Berlin, Deutschland') returning id)
    insert into properties (customer_id, address, heating_system, invoice_intake_key)
    select id, 'Großblock ' || ${dwellings} || ', 10115 Berlin, Deutschland', 'Gasheizung', ${newIntakeKey()}
    from c returning id`);
  const propertyId = Number((rows[0] as { id: number }).id);
  // Every 10th dwelling changes tenant on 30 June (the successor follows its predecessor).
  await db.execute(sql`
    insert into tenants (property_id, first_name, last_name, email, floor, area_m2, usage_units, move_in, move_out,
                         annual_advance_cents, sort_index, delivery_method)
    select ${propertyId}, 'Vorname' || i, 'Mieter' || i, 'mieter' || i || '@example.de', 'Wohnung ' || i,
           45 + (i * 7) % 60, 1 + i % 4, date '2019-01-01', case when i % 10 = 0 then date '2025-06-30' end,
           (1500 + (i * 37) % 1500) * 100, i, case when i % 5 = 0 then 'post' else 'email' end
    from generate_series(1, ${dwellings}) i`);
  await db.execute(sql`
    insert into tenants (property_id, first_name, last_name, floor, area_m2, usage_units, move_in, annual_advance_cents,
                         sort_index, predecessor_id, email)
    select property_id, 'Neu', 'Nachmieter' || sort_index, floor, area_m2, 2, date '2025-07-01', 180000,
           sort_index, id, 'neu' || sort_index || '@example.de'
    from tenants where property_id = ${propertyId} and move_out is not null`);
  await db.execute(sql`
    insert into meters (property_id, tenant_id, meter_type, meter_number, unit, source_type, auto_sync,
                        gateway_id, gateway_channel)
    select property_id, id, k.type, k.prefix || id, k.unit, 'gateway', true, 'gw-' || property_id, k.prefix || id
    from tenants cross join (values ('Heizkostenverteiler', 'HKV-', 'Einheiten'), ('Wasserzähler', 'WZ-', 'm³'))
         as k(type, prefix, unit)
    where property_id = ${propertyId} and predecessor_id is null`);
  await db.execute(sql`
    insert into meter_readings (meter_id, reading_date, reading_value, unit)
    select m.id, (date '2024-01-01' + make_interval(months => n) - interval '1 day')::date,
           n * (case when m.unit = 'm³' then 4 + m.id % 5 else 90 + m.id % 70 end), m.unit
    from meters m cross join generate_series(0, 24) n
    where m.property_id = ${propertyId}`);
  const { rows: categories } = await db.execute(sql`
    insert into cost_categories (property_id, name, allocation, category_group, position)
    values (${propertyId}, 'Heizung', 'Verbrauch', 'heating', 0) returning id`);
  const general: Array<[string, string, number]> = [
    ['Grundsteuer', 'm²', 2_450_000],
    ['Wasserversorgung', 'm³', 1_830_000],
    ['Entwässerung', 'm³', 1_420_000],
    ['Müllbeseitigung', 'Nutzer', 980_000],
    ['Straßenreinigung', 'm²', 310_000],
    ['Gebäudereinigung', 'm²', 1_150_000],
    ['Gartenpflege', 'm²', 420_000],
    ['Allgemeinstrom', 'Nutzer', 260_000],
    ['Schornsteinfeger', 'm²', 95_000],
    ['Versicherung', 'm²', 1_640_000],
    ['Hauswart', 'm²', 2_100_000],
    ['Aufzug', 'm²', 880_000],
    ['Winterdienst', 'm²', 190_000],
    ['Rauchwarnmelder', 'Nutzer', 120_000],
  ];
  const scale = dwellings / 20;
  const payload = {
    costs: [
      {
        key: 'heating_main',
        name: 'Brennstoffkosten Gas',
        allocation: 'Verbrauch',
        amount_cents: Math.round(784_218 * scale),
        group: 'heating',
        category_id: Number((categories[0] as { id: number }).id),
      },
      {
        key: 'heating_2',
        name: 'Wartung Heizungsanlage',
        allocation: 'm²',
        amount_cents: 38_500,
        group: 'heating',
      },
      {
        key: 'heating_3',
        name: 'Verbrauchserfassung',
        allocation: 'm²',
        amount_cents: Math.round(46_980 * scale),
        group: 'heating',
      },
      ...general.map(([name, allocation, cents], i) => ({
        key: `g${i}`,
        name,
        allocation,
        amount_cents: Math.round((cents * scale) / 10),
        group: 'general',
      })),
    ],
    tenants: [],
    metrics: {
      heating: {
        kwh: String(Math.round(66_744 * scale)),
        co2_emissions_kg: String(Math.round(13_415 * scale)),
        co2_amount_eur: Math.round(603.7 * scale * 100) / 100,
      },
    },
  };
  await db.execute(
    sql`insert into billing_drafts (property_id, year, payload) values (${propertyId}, ${year}, ${JSON.stringify(payload)}::jsonb)`,
  );
  await db.execute(sql`analyze`);
  return propertyId;
}
