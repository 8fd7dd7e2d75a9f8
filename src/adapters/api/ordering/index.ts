export { createOrderingApi, type OrderingApi, orderingKeys } from "./ordering-api.ts";
