export { ANALYTICS_SCRIPT_URL, startAnalytics } from "./start-analytics.ts";
