/** The root of the maintenances' and outages' query keys: every one starts with "events". */
export const eventKeys = {
  all: ["events"],
} as const;
