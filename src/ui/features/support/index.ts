/**
 * The support desk's lists, for the pages of other modules (a service's tickets, maintenances
 * and outages under /services/:id/...): each takes the filters its page fixes.
 */
export { MaintenanceList, type MaintenanceListProps } from "./events/maintenance-list.tsx";
export { OutageList, type OutageListProps } from "./events/outage-list.tsx";
export { TicketList, type TicketListProps } from "./tickets/ticket-list.tsx";
