import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { storeBrandingImage, withFiles } from '../files/file-store';
import { readUpload } from '../files/multipart-upload';
import type { TenantContext } from '../files/tenant-context';
import { badRequest, notFound } from '../http/api-failure';
import { contractRoute, type TenantScope } from '../http/contract-route';
import { partnerServicesByIds } from '../services/service-repository';
import {
  allGroups,
  countGroupServices,
  deleteGroups,
  findGroup,
  groupsOut,
  insertGroupLast,
  lockGroupOrder,
  replaceGroupServices,
  searchGroups,
  servicesOfGroup,
  updateGroup,
  type GroupRow,
  type GroupSearch,
} from './group-repository';

interface GroupInput {
  name: string;
  description?: string | null;
  active: boolean;
  serviceIds?: string[];
}

const groupNotFound = () => notFound('Group not found');

/** Replaces the services of a group with `serviceIds` in that order; each must be a live service of the partner. */
async function setGroupServices(tx: Db, partnerId: string, groupId: string, serviceIds: readonly string[]) {
  if (new Set(serviceIds).size !== serviceIds.length) throw badRequest('serviceIds lists a service twice');
  const found = await partnerServicesByIds(tx, partnerId, serviceIds);
  if (found.length !== serviceIds.length || found.some((row) => row.deleted)) {
    throw badRequest('serviceIds names a service that does not exist');
  }
  await replaceGroupServices(tx, { partnerId }, groupId, serviceIds);
}

/** Groups of the partner's services, their services and their priority (the order customers see them in). */
export async function groupsRoutes(app: FastifyInstance, context: TenantContext) {
  const { db } = context;

  contractRoute<GroupSearch>(app, 'POST', '/partner/v1/groups/search', async (request, _reply, access) =>
    searchGroups(db, access.scope, request.body),
  );

  contractRoute<{ groupId: string }>(
    app,
    'POST',
    '/partner/v1/group-services/list',
    async (request, _reply, access) => {
      const group = await findGroup(db, access.scope, request.body.groupId);
      if (!group) throw groupNotFound();
      return { data: await servicesOfGroup(db, access.scope, group.id) };
    },
  );

  contractRoute<unknown, { id: string }>(
    app,
    'GET',
    '/partner/v1/groups/{id}',
    async (request, _reply, access) => {
      const group = await findGroup(db, access.scope, request.params.id);
      if (!group) throw groupNotFound();
      const [data] = await groupsOut(db, access.scope, [group]);
      return { data };
    },
  );

  async function save(request: FastifyRequest, scope: TenantScope, id: string | null, path: string) {
    const upload = await readUpload<GroupInput>(request, id ? 'PUT' : 'POST', path, { image: 'image' });
    const input = upload.data;
    return withFiles(db, context.blobs, async (tx, files) => {
      const existing = id ? await findGroup(tx, scope, id) : undefined;
      if (id && !existing) throw groupNotFound();
      let image: string | undefined;
      const file = upload.files['image'];
      if (file) {
        image = await storeBrandingImage(files, scope.partnerId, file);
      }
      const values = {
        name: input.name.trim(),
        description: input.description ?? null,
        active: input.active,
        ...(image ? { image } : {}),
      };
      // A new group goes last.
      const row = existing
        ? await updateGroup(tx, scope, existing.id, values)
        : await insertGroupLast(tx, scope, values);
      if (!row) throw new Error('group write returned no row');
      if (input.serviceIds) await setGroupServices(tx, scope.partnerId, row.id, input.serviceIds);
      const [data] = await groupsOut(tx, scope, [row]);
      await request.audit(
        {
          action: existing ? 'GROUP_UPDATED' : 'GROUP_CREATED',
          entityId: row.id,
          before: existing ?? null,
          after: data ?? row,
          at: context.now(),
        },
        tx,
      );
      return data;
    });
  }

  contractRoute(app, 'POST', '/partner/v1/groups', async (request, _reply, access) => {
    const data = await save(request, access.scope, null, '/partner/v1/groups');
    return { data, message: 'Group created successfully' };
  });

  contractRoute<unknown, { id: string }>(
    app,
    'PUT',
    '/partner/v1/groups/{id}',
    async (request, _reply, access) => {
      const data = await save(request, access.scope, request.params.id, '/partner/v1/groups/{id}');
      return { data, message: 'Group updated successfully' };
    },
  );

  /** Deleting a group that still holds services is refused: its services would silently drop out of sight. */
  contractRoute<{ ids: string[] }>(app, 'DELETE', '/partner/v1/groups', async (request, _reply, access) => {
    const { scope } = access;
    await db.transaction(async (tx) => {
      const rows: GroupRow[] = [];
      for (const id of new Set(request.body.ids)) {
        const row = await findGroup(tx, scope, id);
        if (!row) throw groupNotFound();
        rows.push(row);
      }
      for (const row of rows) {
        const held = await countGroupServices(tx, scope, row.id);
        if (held > 0) {
          throw badRequest(
            `Group ${row.name} still holds ${held} service${held === 1 ? '' : 's'}; remove them from the group before deleting it`,
          );
        }
      }
      const ids = rows.map((row) => row.id);
      await deleteGroups(tx, scope, ids);
      for (const row of rows) {
        await request.audit(
          {
            entityId: row.id,
            before: row,
            after: null,
            at: context.now(),
          },
          tx,
        );
      }
    });
    return {
      message: request.body.ids.length === 1 ? 'Group deleted successfully' : 'Groups deleted successfully',
    };
  });

  /**
   * Stores the whole priority order at once. The listed groups come first in the given order; groups the caller
   * did not list (created meanwhile by someone else) keep their relative order after them, so no group is lost.
   */
  contractRoute<{ groupIds: string[] }>(
    app,
    'PUT',
    '/partner/v1/groups/order',
    async (request, _reply, access) => {
      const { scope } = access;
      const { groupIds } = request.body;
      if (new Set(groupIds).size !== groupIds.length) throw badRequest('groupIds lists a group twice');
      const ordered = await db.transaction(async (tx) => {
        await lockGroupOrder(tx, scope);
        const current = await allGroups(tx, scope);
        const byId = new Map(current.map((row) => [row.id, row]));
        const listed = groupIds.map((id) => byId.get(id));
        if (listed.some((row) => !row)) throw groupNotFound();
        const listedIds = new Set(groupIds);
        const order = [...(listed as GroupRow[]), ...current.filter((row) => !listedIds.has(row.id))];
        for (const [position, row] of order.entries()) {
          if (row.position === position) continue;
          await updateGroup(tx, scope, row.id, { position });
        }
        await request.audit(
          {
            entityId: scope.partnerId,
            before: { groupIds: current.map((row) => row.id) },
            after: { groupIds: order.map((row) => row.id) },
            at: context.now(),
          },
          tx,
        );
        return allGroups(tx, scope);
      });
      return { data: await groupsOut(db, scope, ordered), message: 'Group order saved successfully' };
    },
  );
}
