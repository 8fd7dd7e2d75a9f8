/**
 * User administration of the caller's company (/v2 contract): GET /users, /users/{id},
 * GET and PUT /users/{id}/permissions, GET /users/permission-log, and invitations under
 * /register/user. Administration permission; another company's user is 404.
 */
export * from "./administrators.ts";
export * from "./contact-fields.ts";
export * from "./impersonation-log.ts";
export * from "./permission-log.ts";
export * from "./user-details.ts";
export * from "./user-invites.ts";
export * from "./user-permissions.ts";
export * from "./users.ts";
