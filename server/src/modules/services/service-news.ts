import { and, eq, inArray, ne } from "drizzle-orm";
import { readersOf } from "../../../../src/core/permissions/module-matrix.ts";
import type { ServerContext } from "../../context.ts";
import { userPermissions, users } from "../../db/schema.ts";
import { deliverNews } from "../notifications/deliver.ts";

/** A service as the news names it. */
export interface NewsService {
  readonly publicId: string;
  readonly name: string;
}

/**
 * The company's users who may read services (but `exceptUserId`): who hears of what happens
 * to a service, whether a person or a radio link's threshold caused it.
 */
export async function serviceReaderIds(
  ctx: ServerContext,
  companyId: number,
  exceptUserId: number | null = null,
): Promise<ReadonlyArray<number>> {
  const readers = await ctx.db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userPermissions, eq(userPermissions.userId, users.id))
    .where(
      and(
        eq(users.companyId, companyId),
        inArray(userPermissions.permission, [...readersOf("service")]),
        exceptUserId === null ? undefined : ne(users.id, exceptUserId),
      ),
    );
  return readers.map((reader) => reader.id);
}

/**
 * News of the "service status" topic for the company's users who may read services (except
 * whoever caused it), each on the channels their notification settings keep.
 */
export async function tellServiceReaders(
  ctx: ServerContext,
  companyId: number,
  service: NewsService,
  news: { readonly message: string; readonly subject: string },
  exceptUserId: number | null = null,
): Promise<void> {
  await deliverNews(ctx, await serviceReaderIds(ctx, companyId, exceptUserId), {
    topic: "services",
    message: news.message,
    url: `/services/${service.publicId}`,
    relatedModule: "service",
    mailSubject: news.subject,
  });
}
