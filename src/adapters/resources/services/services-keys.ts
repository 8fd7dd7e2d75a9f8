/**
 * The services module's root query key, which every key of its resources starts with, and
 * the key of the company's service counts, which a change to a service and a placed order
 * (in the ordering screens' chunk) make stale: both kept here, apart from the resources'
 * schemas, so the chunks that invalidate them carry only these keys.
 */
export const servicesKeys = {
  all: ["services"] as const,
  monitoring: ["services", "monitoring"] as const,
};
