import type { Db } from "../database.ts";
import { ceaseReasons, locations, pops, productCategories, products } from "../schema.ts";
import {
  DEMO_CEASE_REASONS,
  DEMO_LOCATIONS,
  DEMO_POPS,
  DEMO_PRODUCT_CATEGORIES,
  DEMO_PRODUCTS,
} from "./services-reference.ts";

/** The ids the provider's reference rows got, by their keys in services-reference.ts. */
export interface CatalogueIds {
  readonly location: ReadonlyMap<string, number>;
  readonly product: ReadonlyMap<string, number>;
}

/** Inserts POPs, data centres, product categories, products and cease reasons. */
export async function seedServiceCatalogue(db: Db): Promise<CatalogueIds> {
  const popRows = await db
    .insert(pops)
    .values([...DEMO_POPS])
    .returning();
  const popId = new Map(popRows.map((row) => [row.code, row.id]));
  const locationRows = await db
    .insert(locations)
    .values(
      DEMO_LOCATIONS.map(({ key: _key, pop, ...location }) => {
        const popRow = DEMO_POPS.find((candidate) => candidate.code === pop);
        return {
          ...location,
          metro: popRow?.metro ?? "",
          country: popRow?.country ?? "",
          popId: popId.get(pop) ?? 0,
        };
      }),
    )
    .returning({ id: locations.id });
  const categoryRows = await db
    .insert(productCategories)
    .values(
      DEMO_PRODUCT_CATEGORIES.map(({ name, serviceType }, position) => ({
        name,
        serviceType,
        position,
      })),
    )
    .returning({ id: productCategories.id });
  const categoryOf = new Map(
    DEMO_PRODUCT_CATEGORIES.map((category, index) => [category.key, categoryRows[index]]),
  );
  const productRows = await db
    .insert(products)
    .values(
      DEMO_PRODUCTS.map((product) => {
        const category = DEMO_PRODUCT_CATEGORIES.find((row) => row.key === product.category);
        return {
          name: product.name,
          description: product.description,
          categoryId: categoryOf.get(product.category)?.id ?? 0,
          serviceType: category?.serviceType ?? "other",
        };
      }),
    )
    .returning({ id: products.id });
  await db
    .insert(ceaseReasons)
    .values(DEMO_CEASE_REASONS.map((label, position) => ({ label, position })));
  return {
    location: new Map(DEMO_LOCATIONS.map((row, index) => [row.key, locationRows[index]?.id ?? 0])),
    product: new Map(DEMO_PRODUCTS.map((row, index) => [row.key, productRows[index]?.id ?? 0])),
  };
}
