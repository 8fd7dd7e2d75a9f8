export {
  canAddUser,
  canCeaseService,
  canChangeService,
  canCreateTicket,
  canDisputeInvoice,
  canDownloadInvoice,
  canDownloadLoa,
  canDownloadOrderForm,
  canEditCompanyProfile,
  canEditLegalCompanyInfo,
  canEditUser,
  canImpersonate,
  canLockService,
  canOrderService,
  canOrderServices,
  canRemoveUser,
  canRenameService,
  canReplyToTicket,
  canSetBillingReferences,
  FULL_STAFF_PERMISSIONS,
  impersonationModeOf,
  isReadOnlyImpersonator,
} from "./module-actions.ts";
export {
  canView,
  canWrite,
  holdsAnyOf,
  MODULE_MATRIX,
  MODULES,
  type Module,
  type ModuleAccess,
  readersOf,
} from "./module-matrix.ts";
export { type NavItem, type NavItemId, type Navigation, navigationFor } from "./navigation.ts";
export {
  ALL_PERMISSIONS,
  type HeldPermissions,
  IMPERSONATION_PERMISSIONS,
  type ImpersonationPermission,
  isPermission,
  MODULE_PERMISSIONS,
  type ModulePermission,
  type Permission,
  samePermissions,
} from "./permission-names.ts";
export {
  matchPrivateRoute,
  type RouteAccess,
  requiredPermissionsFor,
  routeAccess,
} from "./route-access.ts";
export {
  PRIVATE_ROUTE_PATTERNS,
  ROUTE_REQUIREMENTS,
  type RouteRequirement,
} from "./route-requirements.ts";
