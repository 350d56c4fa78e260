import { parseAddress } from '../../domain/address.ts';
import { isVacancy } from '../../domain/catalog.ts';
import { firstOfYear, todayIso } from '../../domain/dates.ts';
import type { CustomerTenantCreateBody } from '../../domain/schemas/customer-tenants.ts';
import { newTenantProblem } from '../../domain/tenancy/new-tenant.ts';
import { moveOutFitsMoveIn, predecessorMoveOut } from '../../domain/tenancy/succession.ts';
import {
  customerTenantTexts,
  propertyTexts,
  tenancyDwellingTexts,
  tenantTexts,
  validationTexts,
} from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { scopeOf } from '../auth/policy.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import type { Db } from '../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { findProperty } from '../properties/repository.ts';
import * as repo from './repository.ts';
import { storeInterimReadings } from './interim-readings.ts';
import { placeNewTenancy } from './place-tenancy.ts';
import { tenantColumns } from './tenant-fields.ts';

/**
 * A new tenant or vacancy (last name 'Leerstand') of the landlord's property, with the rules of
 * the add-tenant form. With `predecessor_id` it is that tenancy's successor in the same unit: the
 * predecessor's move-out becomes the day before the successor's move-in, and both are saved in
 * one transaction, so a refused successor leaves the predecessor exactly as it was; so are the
 * predecessor's interim readings on its move-out date (interim-readings.ts). A vacancy
 * ends only with a new tenant, never with another vacancy.
 */
export async function createCustomerTenant(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  input: CustomerTenantCreateBody,
) {
  const scope = scopeOf(actor);
  if (!(await findProperty(ctx.db, scope, propertyId))) throw new NotFoundError(propertyTexts.notFound);
  const {
    _actor,
    _actor_role,
    predecessor_id: predecessorId,
    predecessor_forwarding_address: forwardingAddress,
    interim_readings: interimReadings,
    dwelling_id: dwellingId,
    ...fields
  } = input;
  const vacancy = isVacancy(fields.last_name);
  const deliveryMethod = fields.delivery_method ?? (vacancy ? 'post' : 'email');
  const street = parseAddress(fields.street_house_no ?? '');
  const problem = newTenantProblem({
    vacancy,
    salutation: fields.salutation ?? null,
    lastName: fields.last_name,
    isCompany: false,
    company: fields.company ?? '',
    email: fields.email ?? '',
    deliveryMethod,
    street: street.streetName,
    houseNumber: street.houseNumber,
    zipcode: fields.zipcode ?? '',
    city: fields.city ?? '',
    country: fields.country ?? 'Deutschland',
  });
  if (problem) throw new ValidationError(problem.message, { field: problem.field });

  if (interimReadings?.length && predecessorId == null)
    throw new ValidationError(customerTenantTexts.interimWithoutPredecessor, { field: 'interim_readings' });
  if (predecessorId != null) {
    if (!fields.move_in)
      throw new ValidationError(customerTenantTexts.successorMoveInRequired, { field: 'move_in' });
    const predecessor = await repo.findTenantRow(ctx.db, scope, predecessorId);
    if (!predecessor) throw new NotFoundError(tenantTexts.notFound);
    if (predecessor.propertyId !== propertyId)
      throw new ValidationError(customerTenantTexts.predecessorOtherProperty, { field: 'predecessor_id' });
    // A successor moves into its predecessor's flat; naming another one is a contradiction.
    if (dwellingId != null && predecessor.dwellingId !== null && dwellingId !== predecessor.dwellingId)
      throw new ValidationError(tenancyDwellingTexts.successorOtherDwelling, { field: 'dwelling_id' });
  }

  const columns = tenantColumns(fields);
  const moveIn = fields.move_in ?? firstOfYear(Number(todayIso(ctx.now()).slice(0, 4)));
  return ctx.db.transaction(async (tx) => {
    const predecessor =
      predecessorId != null
        ? await movePredecessorOut(tx, actor, predecessorId, moveIn, vacancy, forwardingAddress)
        : undefined;
    if (predecessor)
      await storeInterimReadings(tx, actor, predecessor, predecessorMoveOut(moveIn), interimReadings);
    // The successor lives in the predecessor's unit: its Kennung/Etage unless another is given.
    const floor = columns.floor ?? predecessor?.floor;
    const placement = await placeNewTenancy(
      tx,
      { ...columns, propertyId, lastName: fields.last_name, floor, moveIn, moveOut: null },
      { areaM2: columns.areaM2 },
      { dwellingId: predecessor ? null : dwellingId, predecessor },
    );
    const row = await repo.insertTenant(tx, {
      ...columns,
      ...placement,
      propertyId,
      lastName: fields.last_name,
      floor: floor ?? null,
      moveIn,
      deliveryMethod,
      country: columns.country ?? 'Deutschland',
      sortIndex: await repo.nextSortIndex(tx, propertyId),
      predecessorId: predecessorId ?? null,
    });
    await writeAudit(tx, actor, {
      action: 'tenant.create',
      entity: 'tenant',
      entityId: row.id,
      details: { ...fields, predecessor_id: predecessorId ?? null, dwelling_id: row.dwellingId },
    });
    return repo.tenantRecordOf(tx, row);
  });
}

/**
 * The predecessor moves out the day before the successor moves in. It is changed first, so a
 * successor that fails afterwards undoes it as well; its row stays locked until the end.
 */
async function movePredecessorOut(
  tx: Db,
  actor: Actor,
  predecessorId: number,
  moveIn: string,
  vacancy: boolean,
  forwardingAddress: string | null | undefined,
) {
  const predecessor = await repo.lockTenant(tx, predecessorId);
  if (!predecessor) throw new NotFoundError(tenantTexts.notFound);
  const moveOut = predecessorMoveOut(moveIn);
  if (!moveOutFitsMoveIn(predecessor.moveIn, moveOut))
    throw new ValidationError(validationTexts.moveOutBeforeMoveIn, { field: 'move_in' });
  if (predecessor.moveOut !== null && predecessor.moveOut !== moveOut)
    throw new ConflictError(customerTenantTexts.predecessorHasMoveOut);
  if (predecessor.moveOut !== null && (await repo.findSuccessor(tx, predecessor)))
    throw new ConflictError(customerTenantTexts.predecessorHasSuccessor);
  if (vacancy && isVacancy(predecessor.lastName))
    throw new ConflictError(customerTenantTexts.vacancyAfterVacancy);
  await repo.updateTenant(tx, predecessor.id, {
    moveOut,
    ...(forwardingAddress ? { forwardingAddress } : {}),
  });
  await writeAudit(tx, actor, {
    action: 'tenant.move_out',
    entity: 'tenant',
    entityId: predecessor.id,
    details: {
      move_out: moveOut,
      previous: predecessor.moveOut,
      successor_move_in: moveIn,
      ...(forwardingAddress ? { forwarding_address: forwardingAddress } : {}),
    },
  });
  return predecessor;
}
