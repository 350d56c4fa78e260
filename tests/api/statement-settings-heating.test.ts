/**
 * The statement settings of the HeizkostenV cases beyond the default: a §11 exemption, the basis of
 * the fixed costs (§7 Abs. 1 S. 5, §8 Abs. 1) and a recording against the regulation (§12 Abs. 1
 * S. 1). Saved and answered per year, refused in German without storing anything, guarded by role
 * and owner, and handed from the stored rows (settings and dwellings) to the engine's input.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { toEngineInput } from '../../src/domain/statements/engine-input.ts';
import { statementTexts } from '../../src/domain/texts/index.ts';
import { dwellings, properties } from '../../src/server/db/schema.ts';
import { loadBillingData } from '../../src/server/statements/repository.ts';
import type { TestApp } from '../helpers/app.ts';
import { STATEMENT_YEAR, statementsSuite, type StatementsSuite } from '../helpers/statements-suite.ts';

const { suite, call, base } = statementsSuite();
const YEAR = STATEMENT_YEAR;
let t: TestApp;
let tokens: StatementsSuite['tokens'];
let otherCustomer: string;
let propertyId: number;
beforeAll(() => {
  ({ t, tokens, otherCustomer, propertyId } = suite);
});
const basic = {
  year: YEAR,
  heating_consumption_share_percent: 70,
  hot_water_consumption_share_percent: 70,
  fixed_split: 'degree_days',
  time_split: 'days',
  vacancy_persons: null,
  remote_readable: null,
  monthly_information_given: null,
};
const putSettings = (body: object, token = tokens.customer) =>
  call('PUT', `${base()}/settings`, token, { ...basic, ...body });
const getSettings = async (token = tokens.customer) =>
  (await call('GET', `${base()}/settings?year=${YEAR}`, token)).json();
const heatingFields = async () => {
  const s = await getSettings();
  return {
    heating_exempt: s.heating_exempt,
    fixed_basis: s.fixed_basis,
    recording_defect: s.recording_defect,
  };
};

/** The engine input the statements compute from what is stored now. */
async function engineInput() {
  const [property] = await t.ctx.db.select().from(properties).where(eq(properties.id, propertyId));
  return toEngineInput(await loadBillingData(t.ctx.db, property!, YEAR)).input;
}

describe('statement settings: §11 exemption, fixed basis, recording defect', () => {
  it('answers the defaults, stores each value per year and keeps them when left out', async () => {
    expect(await heatingFields()).toEqual({
      heating_exempt: false,
      fixed_basis: 'area',
      recording_defect: null,
    });

    const saved = await putSettings({
      heating_exempt: true,
      fixed_basis: 'heated_volume',
      recording_defect: 'both',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      heating_exempt: true,
      fixed_basis: 'heated_volume',
      recording_defect: 'both',
    });
    expect(await heatingFields()).toEqual({
      heating_exempt: true,
      fixed_basis: 'heated_volume',
      recording_defect: 'both',
    });
    // Left out: the stored values stay.
    expect((await putSettings({})).json()).toMatchObject({
      heating_exempt: true,
      fixed_basis: 'heated_volume',
      recording_defect: 'both',
    });
    // Another year has its own settings.
    const nextYear = (await call('GET', `${base()}/settings?year=${YEAR + 1}`, tokens.customer)).json();
    expect(nextYear.fixed_basis).toBe('area');

    for (const basis of ['volume', 'heated_area', 'area'])
      expect((await putSettings({ fixed_basis: basis })).json().fixed_basis).toBe(basis);
    for (const defect of ['heating', 'hot_water', null])
      expect((await putSettings({ recording_defect: defect })).json().recording_defect).toBe(defect);
    expect((await putSettings({ heating_exempt: false })).json().heating_exempt).toBe(false);
    expect(await heatingFields()).toEqual({
      heating_exempt: false,
      fixed_basis: 'area',
      recording_defect: null,
    });
  });

  it('refuses values outside the lists in German and stores nothing then', async () => {
    await putSettings({ heating_exempt: true, fixed_basis: 'volume', recording_defect: 'heating' });
    const before = await getSettings();
    const cases: Array<[object, string]> = [
      [{ heating_exempt: 'ja' }, statementTexts.heatingExemptInvalid],
      [{ heating_exempt: null }, statementTexts.heatingExemptInvalid],
      [{ fixed_basis: 'mea' }, statementTexts.fixedBasisInvalid],
      [{ fixed_basis: null }, statementTexts.fixedBasisInvalid],
      [{ recording_defect: 'alles' }, statementTexts.recordingDefectInvalid],
      [{ recording_defect: true }, statementTexts.recordingDefectInvalid],
    ];
    for (const [body, message] of cases) {
      // A valid change beside the refused field shows that nothing of the request is stored.
      const res = await putSettings({ ...body, heating_consumption_share_percent: 55 });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await getSettings()).toEqual(before);
    }
    await putSettings({ heating_exempt: false, fixed_basis: 'area', recording_defect: null });
  });

  it('answers 401 without a token, 403 to tenants, 404 for another customer; employees and admins may edit', async () => {
    const body = { ...basic, fixed_basis: 'volume' };
    expect((await call('PUT', `${base()}/settings`, undefined, body)).statusCode).toBe(401);
    expect((await putSettings({ fixed_basis: 'volume' }, tokens.tenant)).statusCode).toBe(403);
    expect((await call('GET', `${base()}/settings?year=${YEAR}`, tokens.tenant)).statusCode).toBe(403);
    const foreign = await putSettings({ fixed_basis: 'volume' }, otherCustomer);
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', `${base()}/settings?year=${YEAR}`, otherCustomer)).statusCode).toBe(404);
    expect((await getSettings()).fixed_basis).toBe('area');

    expect((await putSettings({ fixed_basis: 'volume' }, tokens.employee)).json().fixed_basis).toBe('volume');
    expect((await putSettings({ recording_defect: 'heating' }, tokens.admin)).json().recording_defect).toBe(
      'heating',
    );
    expect((await getSettings(tokens.admin)).fixed_basis).toBe('volume');
    await putSettings({ fixed_basis: 'area', recording_defect: null });
  });

  it('hands the settings and the dwellings’ hot-water supply and heated area or volume to the engine input', async () => {
    // Defaults: none of the new fields is given, so the input stays as before.
    let input = await engineInput();
    expect(input.heating).toBeDefined();
    expect(input.heating).not.toHaveProperty('exempt');
    expect(input.heating).not.toHaveProperty('fixed_basis');
    expect(input.heating).not.toHaveProperty('recording_defect');
    for (const u of input.units) {
      expect(u).not.toHaveProperty('hot_water_supplied');
      expect(u).not.toHaveProperty('heated_area_m2');
      expect(u).not.toHaveProperty('heated_volume_m3');
    }

    const rows = await t.ctx.db
      .select({ id: dwellings.id })
      .from(dwellings)
      .where(eq(dwellings.propertyId, propertyId))
      .orderBy(dwellings.sortIndex, dwellings.id);
    const [shop, flat] = rows;
    const patch = async (id: number, body: object) => {
      const res = await call('PUT', `/api/dwellings/${id}`, tokens.customer, body);
      expect(res.statusCode).toBe(200);
    };
    await patch(shop!.id, { hot_water_supplied: false, heated_area_m2: '48,5', heated_volume_m3: 121.25 });
    await patch(flat!.id, { heated_area_m2: 70, heated_volume_m3: '180' });

    await putSettings({ fixed_basis: 'heated_area', recording_defect: 'hot_water' });
    input = await engineInput();
    const unit = (id: number) => input.units.find((u) => u.id === `W${id}`) as Record<string, unknown>;
    expect(unit(shop!.id)).toMatchObject({ hot_water_supplied: false, heated_area_m2: '48.500' });
    expect(unit(shop!.id)).not.toHaveProperty('heated_volume_m3');
    expect(unit(flat!.id)).toMatchObject({ heated_area_m2: '70.000' });
    expect(unit(flat!.id)).not.toHaveProperty('hot_water_supplied');
    expect(input.heating).toMatchObject({ fixed_basis: 'heated_area', recording_defect: 'hot_water' });
    expect(input.heating).not.toHaveProperty('exempt');
    // Every dwelling without a heated area is named as an error at the fixed-basis setting.
    const lacking = input.units.filter((u) => !('heated_area_m2' in u)).length;
    expect(lacking).toBeGreaterThan(0);
    const checks = (await call('GET', `${base()}?year=${YEAR}`, tokens.customer)).json().checks as Array<{
      level: string;
      field?: string;
      message: string;
    }>;
    const named = checks.filter((c) => c.field === 'settings.fixed_basis');
    expect(named).toHaveLength(lacking);
    for (const c of named) {
      expect(c.level).toBe('error');
      expect(c.message).toMatch(/^Die Festkosten der Heizung werden nach der beheizten Fläche verteilt/);
    }

    await putSettings({ heating_exempt: true, fixed_basis: 'heated_volume', recording_defect: null });
    input = await engineInput();
    expect(unit(shop!.id)).toMatchObject({ heated_volume_m3: '121.250' });
    expect(unit(shop!.id)).not.toHaveProperty('heated_area_m2');
    expect(unit(flat!.id)).toMatchObject({ heated_volume_m3: '180.000' });
    // §11 HeizkostenV: no heating costs are billed by consumption; hot water keeps its own split.
    expect(input.heating).toMatchObject({
      exempt: true,
      fixed_basis: 'heated_volume',
      consumption_share_percent: 0,
      hot_water_consumption_share_percent: 70,
    });
    expect(input.heating).not.toHaveProperty('recording_defect');

    // The statements are still computed from these settings (200, no server error).
    expect((await call('GET', `${base()}?year=${YEAR}`, tokens.customer)).statusCode).toBe(200);
    await putSettings({ heating_exempt: false, fixed_basis: 'area', recording_defect: null });
    await patch(shop!.id, { hot_water_supplied: true, heated_area_m2: null, heated_volume_m3: null });
  });
});
