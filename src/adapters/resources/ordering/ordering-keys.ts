/** The ordering module's root query key, which every key of its resources starts with. */
export const orderingKeys = {
  all: ["ordering"] as const,
};
