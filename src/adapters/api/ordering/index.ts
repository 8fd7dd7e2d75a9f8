export {
  createOrderingApi,
  type OrderingApi,
  orderingKeys,
  type PriceAsk,
} from "./ordering-api.ts";
