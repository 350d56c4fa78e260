import { parseAddress } from '../../domain/address.ts';
import { todayIso } from '../../domain/dates.ts';
import {
  firstDayOf,
  lastCompleteMonth,
  lastDayOf,
  readingWindow,
  type Month,
} from '../../domain/meters/monthly-consumption.ts';
import { consumptionInfoTexts as texts } from '../../domain/texts/consumption-information.ts';
import type { AppContext } from '../context/app-context.ts';
import type { Job, QueueOptions } from '../jobs/queue.ts';
import { landlordName } from '../mail/letter-columns.ts';
import { monthlyConsumptionMail } from '../mail/templates/monthly-consumption.ts';
import { consumptionModel, tenancySeries, type ConsumptionModel } from '../tenant-portal/consumption.ts';
import { propertyMeterData } from '../tenant-portal/repository.ts';
import * as repo from './repository.ts';
import { mailOutcome } from '../mail/mail-outcome.ts';

/**
 * The monthly consumption information of §6a HeizkostenV. Where remote-readable meters are
 * installed, the landlord must inform the users every month about their consumption (§6a Abs. 1
 * S. 1, Abs. 2: with the previous month, the same month of the previous year and the average
 * user). Once a month a scheduled job mails it to every tenancy with delivery by e-mail, at least
 * one gateway meter in its dwelling and complete figures for the last complete month; older
 * months are not sent late. One row per tenancy and month (unique) keeps it to one mail and is
 * the landlord's proof.
 */
export const MONTHLY_INFO_QUEUE = 'monthly-consumption-info';
/** The 3rd of each month at 06:00 Berlin time: gateways have delivered the month's end by then. */
export const MONTHLY_INFO_CRON = '0 6 3 * *';

export interface MonthlyInfoJob {
  /** 'YYYY-MM'; without it the last complete month on the day the job runs. */
  month?: string;
}

/** Tries while the mail server is down: as for statements, half an hour to an hour in all. */
export const MONTHLY_INFO_RETRY: QueueOptions = {
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 900,
};

/** How long one run holds a row it is mailing. */
const HOLD_SECONDS = 300;

export interface MonthlyInfoResult {
  month: Month;
  sent: number;
  recorded: number;
  failed: number;
}

export async function startMonthlyConsumptionInfo(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<MonthlyInfoJob>(
    MONTHLY_INFO_QUEUE,
    (job) => monthlyInfoJob(ctx, job),
    MONTHLY_INFO_RETRY,
  );
  // pg-boss keeps one schedule per queue and fires it in one process only.
  await ctx.jobs.schedule(MONTHLY_INFO_QUEUE, MONTHLY_INFO_CRON);
}

class MailServerDown extends Error {}

async function monthlyInfoJob(ctx: AppContext, job: Job<MonthlyInfoJob>): Promise<void> {
  const result = await runMonthlyConsumptionInfo(ctx, {
    ...(job.data.month ? { month: job.data.month } : {}),
    lastAttempt: job.lastAttempt,
  });
  // Thrown so that pg-boss tries again; the rows already mailed are not mailed again.
  if (result.failed > 0 && !job.lastAttempt)
    throw new MailServerDown(`${result.failed} Verbrauchsinformation(en) nicht versandt`);
}

/**
 * Queues a later try of the month after an operator's run left mails unsent (the scheduled job
 * retries by itself).
 */
export async function retryLater(ctx: AppContext, month: Month): Promise<void> {
  await ctx.jobs.send<MonthlyInfoJob>(
    MONTHLY_INFO_QUEUE,
    { month },
    { singletonKey: `retry:${month}:${ctx.now().toISOString().slice(0, 13)}`, startAfter: 60 },
  );
}

/** Records and mails the month's information; what was mailed before stays as it is. */
export async function runMonthlyConsumptionInfo(
  ctx: AppContext,
  options: { month?: Month; lastAttempt?: boolean } = {},
): Promise<MonthlyInfoResult> {
  const month = options.month ?? lastCompleteMonth(todayIso(ctx.now()));
  const models = new Map<number, ConsumptionModel>();
  const modelOf = async (propertyId: number) => {
    let model = models.get(propertyId);
    if (!model) {
      model = consumptionModel(await propertyMeterData(ctx.db, propertyId, readingWindow([month])));
      models.set(propertyId, model);
    }
    return model;
  };

  for (const candidate of await repo.candidateTenancies(ctx.db, firstDayOf(month), lastDayOf(month))) {
    const model = await modelOf(candidate.propertyId);
    const meters = model.metersOfTenancy(candidate.id);
    if (!meters.some((m) => m.sourceType === 'gateway')) continue;
    // Complete: every meter of the dwelling has a state at both month ends (read or interpolated).
    const series = tenancySeries(model, candidate.id, [month]);
    if (series.length === 0 || series.some((s) => s.months.some((m) => m.value === null))) continue;
    await repo.recordInformation(ctx.db, {
      tenancyId: candidate.id,
      propertyId: candidate.propertyId,
      month,
      recipient: candidate.email!.trim(),
    });
  }

  const result: MonthlyInfoResult = { month, sent: 0, recorded: 0, failed: 0 };
  for (const row of await repo.queuedOfMonth(ctx.db, month)) {
    if (!(await repo.claim(ctx.db, row.id, ctx.now(), HOLD_SECONDS))) continue;
    const sent = await mailOne(ctx, row, month, await modelOf(row.propertyId));
    const outcome = mailOutcome(sent, {
      now: ctx.now(),
      lastAttempt: options.lastAttempt === true,
      fallbackError: texts.noRecipient,
    });
    if (outcome.status === 'sent') result.sent++;
    else if (outcome.status === 'recorded') result.recorded++;
    else result.failed++;
    await repo.settle(ctx.db, row.id, outcome);
  }
  return result;
}

async function mailOne(ctx: AppContext, row: repo.QueuedInformation, month: Month, model: ConsumptionModel) {
  const parts = parseAddress(row.address);
  const place = [parts.zip, parts.city].filter(Boolean).join(' ');
  const address = parts.street && place ? `${parts.street}, ${place}` : row.address;
  const tenantName =
    row.company?.trim() || [row.firstName, row.lastName].filter((p) => p?.trim()).join(' ') || '';
  const mail = monthlyConsumptionMail(ctx.config, {
    month,
    address,
    tenant: {
      salutation: row.salutation,
      firstName: row.firstName,
      lastName: row.lastName,
      company: row.company,
    },
    tenantName,
    series: tenancySeries(model, row.tenancyId, [month]),
    landlord: { name: landlordName(row), email: row.landlordEmail },
    portalLink: row.tenantHasLogin ? `${ctx.config.appUrl}/login` : null,
  });
  return ctx.mailer.send({
    to: row.recipient,
    ...mail,
    ...(row.landlordEmail ? { replyTo: row.landlordEmail } : {}),
  });
}
