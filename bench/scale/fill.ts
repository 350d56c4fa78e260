import type pg from 'pg';

/**
 * The data set of the scale benchmark, generated inside PostgreSQL with set-based statements
 * (generate_series, INSERT … SELECT): no row makes a round trip. 200 landlords with 10 properties
 * each, 20 dwellings per property, a tenancy per dwelling (every 8th dwelling changed tenant on
 * 30 June 2025, every 50th is empty since September 2026), a heat cost allocator and a cold-water
 * meter in every dwelling and a hot-water meter in every 5th, all remotely read through a gateway,
 * with month-end readings from October 2016 to October 2026 (121 per meter), and each property's
 * cost draft of 2025.
 */
export const SCALE = {
  customers: 200,
  propertiesPerCustomer: 10,
  dwellingsPerProperty: 20,
  /** Month-end readings: the start reading on 31 October 2016, then 120 months to 31 October 2026. */
  months: 120,
  /** The year of the cost drafts; its statements are computed from the readings of that year. */
  year: 2025,
  /** The last month with readings: the §6a run informs about it. */
  lastMonth: '2026-10',
} as const;

/** Bumped whenever the fill changes, so that a database filled by an older version is refilled. */
const FILL_VERSION = '1';
const MARKER = 'bench_scale_filled';

export interface FillInfo {
  version: string;
  seconds: number;
  filledAt: string;
}

/** The marker a complete fill leaves; null when the database is empty, half filled or outdated. */
export async function completeFill(client: pg.Client): Promise<FillInfo | null> {
  const { rows } = await client.query<{ value: string }>('select value from app_meta where key = $1', [
    MARKER,
  ]);
  if (!rows[0]) return null;
  const info = JSON.parse(rows[0].value) as FillInfo;
  return info.version === FILL_VERSION ? info : null;
}

const firstNames = [
  'Anna',
  'Bernd',
  'Claudia',
  'Dieter',
  'Elke',
  'Frank',
  'Gabriele',
  'Hans',
  'Ingrid',
  'Jürgen',
  'Karin',
  'Lukas',
  'Monika',
  'Norbert',
  'Olga',
  'Peter',
  'Renate',
  'Stefan',
  'Tanja',
  'Uwe',
  'Vera',
  'Werner',
  'Yvonne',
  'Zeynep',
  'Mehmet',
  'Sophie',
  'Jonas',
  'Leonie',
  'Paul',
  'Emma',
];
const lastNames = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Schmitz',
  'Krause',
  'Meier',
  'Lehmann',
  'Schmid',
  'Schulze',
  'Maier',
  'Köhler',
  'Herrmann',
  'König',
  'Walter',
  'Mayer',
  'Huber',
  'Yılmaz',
  'Kaya',
  'Nowak',
  'Kowalski',
  'Lorenz',
  'Peters',
];
const streets = [
  'Lindenstraße',
  'Hauptstraße',
  'Bahnhofstraße',
  'Gartenweg',
  'Schillerstraße',
  'Goethestraße',
  'Am Stadtpark',
  'Birkenallee',
  'Rosenweg',
  'Kastanienallee',
  'Mühlenweg',
  'Friedrichstraße',
  'Bergstraße',
  'Ringstraße',
  'Waldstraße',
  'Kirchplatz',
  'Uhlandstraße',
  'Eichendorffweg',
];
const cities = [
  ['10115', 'Berlin'],
  ['20095', 'Hamburg'],
  ['80331', 'München'],
  ['50667', 'Köln'],
  ['60311', 'Frankfurt am Main'],
  ['70173', 'Stuttgart'],
  ['40213', 'Düsseldorf'],
  ['04109', 'Leipzig'],
  ['44135', 'Dortmund'],
  ['45127', 'Essen'],
  ['28195', 'Bremen'],
  ['01067', 'Dresden'],
  ['30159', 'Hannover'],
  ['90402', 'Nürnberg'],
  ['47051', 'Duisburg'],
  ['44787', 'Bochum'],
];

/** A SQL array literal of German words, picked by `1 + expr % n`. */
const pick = (words: readonly string[], expr: string) =>
  `(array[${words.map((w) => `'${w.replaceAll("'", "''")}'`).join(',')}])[1 + (${expr}) % ${words.length}]`;

/**
 * One property's cost draft of a year: heating by consumption (with its CO2 data, CO2KostAufG)
 * and the usual operating costs (§2 BetrKV) over area, persons and water consumption, sized for
 * 20 dwellings. `__CATEGORY__` is replaced by the property's heating category in SQL.
 */
function draftPayload(): string {
  const general: Array<[string, string, number]> = [
    ['Grundsteuer', 'm²', 245_000],
    ['Wasserversorgung', 'm³', 183_000],
    ['Entwässerung', 'm³', 142_000],
    ['Müllbeseitigung', 'Nutzer', 98_000],
    ['Straßenreinigung', 'm²', 31_000],
    ['Gebäudereinigung', 'm²', 115_000],
    ['Gartenpflege', 'm²', 42_000],
    ['Allgemeinstrom', 'Nutzer', 26_000],
    ['Schornsteinfeger', 'm²', 9_500],
    ['Versicherung', 'm²', 164_000],
    ['Hauswart', 'm²', 210_000],
    ['Winterdienst', 'm²', 19_000],
    ['Rauchwarnmelder', 'Nutzer', 12_000],
  ];
  return JSON.stringify({
    costs: [
      {
        key: 'heating_main',
        name: 'Brennstoffkosten Gas',
        allocation: 'Verbrauch',
        amount_cents: 1_568_436,
        group: 'heating',
        category_id: '__CATEGORY__',
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
        amount_cents: 93_960,
        group: 'heating',
      },
      ...general.map(([name, allocation, cents], i) => ({
        key: `g${i}`,
        name,
        allocation,
        amount_cents: cents,
        group: 'general',
      })),
    ],
    tenants: [],
    metrics: { heating: { kwh: '133488', co2_emissions_kg: '26830', co2_amount_eur: 1207.4 } },
  });
}

/**
 * Fills a migrated, empty database. The readings go in without their two secondary indexes and
 * foreign-key triggers (the rows are consistent by construction); the indexes are then built
 * again from their own definitions, which is how a bulk load is done and far faster than keeping
 * them up to date row by row.
 */
export async function fill(client: pg.Client, log: (line: string) => void): Promise<FillInfo> {
  const start = performance.now();
  const step = async (label: string, text: string) => {
    const t = performance.now();
    const result = await client.query(text);
    log(`  ${label}: ${result.rowCount ?? 0} Zeilen in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  const { customers, propertiesPerCustomer: perCustomer, dwellingsPerProperty: perProperty } = SCALE;
  await client.query(`set synchronous_commit = off`);
  await client.query('begin');
  await step(
    'Logins der Vermieter',
    `insert into users (username, email, role, password_hash)
     select 'verwalter' || i, 'verwalter' || i || '@example.de', 'customer', 'bench: no sign-in'
     from generate_series(1, ${customers}) i`,
  );
  await step(
    'Vermieter',
    `insert into customers (user_id, company_name, first_name, last_name, email, phone_number, address)
     select u.id,
            case when i % 3 = 0 then 'Hausverwaltung ' || ${pick(lastNames, 'i * 7')} || ' GmbH' end,
            ${pick(firstNames, 'i')}, ${pick(lastNames, 'i * 7')}, 'verwalter' || i || '@example.de',
            '030 ' || (1000000 + i * 7919 % 8999999),
            ${pick(streets, 'i')} || ' ' || (1 + i % 120) || ', ' || ${pick(
              cities.map((c) => c.join(' ')),
              'i',
            )} || ', Deutschland'
     from generate_series(1, ${customers}) i join users u on u.username = 'verwalter' || i`,
  );
  await step(
    'Liegenschaften',
    `insert into properties (customer_id, address, heating_system, status, invoice_intake_key)
     select c.id,
            ${pick(streets, 'j * 5')} || ' ' || (1 + j % 180) || ', ' || ${pick(
              cities.map((x) => x.join(' ')),
              'j',
            )} || ', Deutschland',
            'Gasheizung', 'active',
            -- 16 characters of the intake key's base32 alphabet (hex digits 0, 1, 8, 9 mapped into it)
            substr(translate(md5(random()::text || j), '0189', 'wxyz'), 1, 16)
     from generate_series(1, ${customers * perCustomer}) j
     join (select id, row_number() over (order by id) as n from customers) c on c.n = 1 + (j - 1) % ${customers}`,
  );
  await step(
    'Wohnungen',
    `insert into dwellings (property_id, label, area_m2, persons, sort_index)
     select p.id, case when k <= 2 then 'EG ' else (k - 1) / 2 || '. OG ' end || case when k % 2 = 1 then 'links' else 'rechts' end,
            45 + (p.id * 7 + k * 13) % 60 + ((p.id + k) % 4) * 0.25, 1 + (p.id + k) % 4, k
     from properties p cross join generate_series(1, ${perProperty}) k`,
  );
  // The first tenancy of each dwelling; every 8th ended on 30 June 2025, every 50th on 31 August 2026.
  await step(
    'Mietverhältnisse',
    `insert into tenants (property_id, dwelling_id, salutation, first_name, last_name, email, phone_number,
                          street_house_no, zipcode, city, floor, delivery_method, area_m2, usage_units,
                          move_in, move_out, annual_advance_cents, sort_index)
     select d.property_id, d.id, case when d.id % 2 = 0 then 'Frau' else 'Herr' end,
            ${pick(firstNames, 'd.id * 3')}, ${pick(lastNames, 'd.id * 11')}, 'mieter' || d.id || '@example.de',
            '0170 ' || (1000000 + d.id * 7919 % 8999999),
            split_part(p.address, ', ', 1), split_part(split_part(p.address, ', ', 2), ' ', 1),
            substr(split_part(p.address, ', ', 2), 7), d.label,
            case when d.id % 10 = 3 then 'post' else 'email' end, d.area_m2, d.persons,
            date '2012-01-01' + (d.id * 37 % 1800),
            case when d.id % 8 = 0 then date '2025-06-30' when d.id % 50 = 7 then date '2026-08-31' end,
            (1200 + d.id * 37 % 1500) * 100, d.sort_index
     from dwellings d join properties p on p.id = d.property_id`,
  );
  await step(
    'Nachmieter',
    `insert into tenants (property_id, dwelling_id, salutation, first_name, last_name, email, street_house_no, zipcode,
                          city, floor, delivery_method, area_m2, usage_units, move_in, annual_advance_cents,
                          sort_index, predecessor_id)
     select property_id, dwelling_id, 'Frau', ${pick(firstNames, 'id * 5')}, ${pick(lastNames, 'id * 13')},
            'nachmieter' || id || '@example.de', street_house_no, zipcode, city, floor, 'email', area_m2,
            2, date '2025-07-01', 180000, sort_index, id
     from tenants where move_out = date '2025-06-30'`,
  );
  // A heat cost allocator and a cold-water meter in every dwelling, hot water in every 5th; the
  // meters stay with the dwelling and are assigned to its latest tenancy.
  await step(
    'Zähler',
    `insert into meters (property_id, dwelling_id, tenant_id, meter_type, meter_number, unit, source_type,
                         gateway_id, gateway_channel, auto_sync, hot_water, installed_on, remote_readable)
     select d.property_id, d.id, t.id, k.type, k.prefix || d.id, k.unit, 'gateway', 'gw-' || d.property_id,
            k.prefix || d.id, true, k.hot, date '2016-06-01', true
     from dwellings d
     join (select distinct on (dwelling_id) id, dwelling_id from tenants order by dwelling_id, move_in desc) t
       on t.dwelling_id = d.id
     cross join (values ('Heizkostenverteiler', 'HKV-', 'Einheiten', false),
                        ('Wasserzähler', 'KW-', 'm³', false),
                        ('Wasserzähler', 'WW-', 'm³', true)) as k(type, prefix, unit, hot)
     where not k.hot or d.sort_index % 5 = 0`,
  );
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
     where tablename = 'meter_readings' and indexname <> 'meter_readings_pkey'`,
  );
  for (const index of indexes) await client.query(`drop index ${index.indexname}`);
  await client.query(`set local session_replication_role = replica`);
  // Rising month-end states: the yearly consumption spread over the months with more in winter
  // (heating a lot, water a little); the cumulative value's slope 1 + a·cos never drops below
  // 1 − a > 0, so every month consumes something. Three decimals, as the column keeps them.
  await step(
    'Zählerstände',
    `insert into meter_readings (meter_id, reading_date, reading_value, unit)
     select m.id, (date '2016-11-01' + make_interval(months => n) - interval '1 day')::date,
            round((m.base + m.rate / 12.0 * (n + m.amp * 6 / pi() * (sin(pi() * (n - 2.5) / 6) + sin(pi() * 2.5 / 6))))::numeric, 3),
            m.unit
     from (select id, unit,
                  case when meter_type = 'Heizkostenverteiler' then 0 when hot_water then 20 + id % 100 else 100 + id % 400 end as base,
                  case when meter_type = 'Heizkostenverteiler' then 500 + id * 37 % 900
                       when hot_water then 10 + id * 11 % 25 else 25 + id * 13 % 50 end as rate,
                  case when meter_type = 'Heizkostenverteiler' then 0.8 when hot_water then 0.15 else 0.1 end as amp
           from meters) m
     cross join generate_series(0, ${SCALE.months}) n`,
  );
  await client.query(`set local session_replication_role = origin`);
  for (const index of indexes) {
    const t = performance.now();
    await client.query(index.indexdef);
    log(`  Index ${index.indexname}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  await step(
    'Kostenarten Heizung',
    `insert into cost_categories (property_id, name, allocation, category_group, position)
     select id, 'Heizung', 'Verbrauch', 'heating', 0 from properties`,
  );
  await step(
    `Kostenentwürfe ${SCALE.year}`,
    `insert into billing_drafts (property_id, year, payload)
     select c.property_id, ${SCALE.year}, replace('${draftPayload()}', '"__CATEGORY__"', c.id::text)::jsonb
     from cost_categories c where c.name = 'Heizung'`,
  );
  const info: FillInfo = {
    version: FILL_VERSION,
    seconds: 0,
    filledAt: new Date().toISOString(),
  };
  await client.query('commit');
  const t = performance.now();
  await client.query('vacuum (analyze)');
  log(`  VACUUM ANALYZE: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  info.seconds = (performance.now() - start) / 1000;
  // Written last: a fill that stopped halfway leaves no marker and is made again.
  await client.query(
    `insert into app_meta (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value`,
    [MARKER, JSON.stringify(info)],
  );
  return info;
}
