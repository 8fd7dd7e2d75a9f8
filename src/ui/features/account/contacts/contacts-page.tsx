import { lazy } from "react";
import { wrap } from "#styled-system/patterns/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import {
  CONTACT_KIND_LABELS,
  CONTACT_LIST,
  CONTACT_NOTICE_LABELS,
  type Contact,
} from "../../../../core/api/reference/index.ts";
import { canManageContacts } from "../../../../core/permissions/module-actions.ts";
import { LazyDialogButton } from "../../../components/lazy-dialog-button.tsx";
import { ChoiceFilter, FilterForm } from "../../../components/records/filter-fields.tsx";
import { type RecordFilters, RecordList } from "../../../components/records/record-list.tsx";
import { AccountPage, accountFiltersClass } from "../shared/account-page.tsx";

const loadContactDialog = () => import("./contact-dialog.tsx");
const ContactDialog = lazy(loadContactDialog);
const loadRemoveDialog = () => import("./remove-contact-dialog.tsx");
const RemoveContactDialog = lazy(loadRemoveDialog);

function ContactFilters({ field, change, filters }: RecordFilters<typeof CONTACT_LIST>) {
  return (
    <FilterForm
      label="Contact filters"
      className={accountFiltersClass}
      onSubmit={() => change({ kind: filters.kind })}
    >
      <ChoiceFilter {...field("kind")} anyLabel="Any kind" />
    </FilterForm>
  );
}

const noticesOf = (contact: Contact) =>
  contact.notices.length === 0
    ? "None"
    : contact.notices.map((notice) => CONTACT_NOTICE_LABELS[notice]).join(", ");

const servicesOf = (contact: Contact) =>
  contact.all_services
    ? "All services"
    : contact.services.map((service) => `${service.name} (${service.id})`).join(", ");

const actionsClass = wrap({ gap: "2" });

/**
 * /account-settings/contacts (issue 45): the company's technical, billing, NOC and escalation
 * contacts, often distribution lists rather than portal users, with the notices each is
 * mailed and for which services. Everyone reads them; administrators add, change and remove
 * them (the server refuses anyone else).
 */
export function ContactsPage() {
  const { permissions } = useSession();
  const manages = canManageContacts(permissions);
  return (
    <AccountPage
      title="Contacts"
      subtitle="Who we mail about maintenances, outages, orders and invoices: people or distribution lists, not only portal users."
      back={{ to: "/account-settings", label: "Account settings" }}
      actions={
        manages ? (
          <LazyDialogButton label="Add a contact" load={loadContactDialog}>
            {(controls) => <ContactDialog contact={null} {...controls} />}
          </LazyDialogButton>
        ) : undefined
      }
    >
      <RecordList
        list={CONTACT_LIST}
        label="Contacts"
        filterForm={(state) => <ContactFilters {...state} />}
        noun="contacts"
        emptyTitle="Your company has no contacts yet."
        emptyHint={
          manages
            ? "Add the people or lists we should mail about your services."
            : "An administrator of your company adds them."
        }
        rowHeader={{ header: "Name", cell: (contact) => contact.name }}
        columns={[
          { header: "Kind", cell: (contact) => CONTACT_KIND_LABELS[contact.kind] },
          { header: "Role", cell: (contact) => contact.role || "—" },
          { header: "E-mail", cell: (contact) => contact.email },
          { header: "Phone", cell: (contact) => contact.phone || "—" },
          { header: "Notices", cell: noticesOf },
          { header: "Services", cell: servicesOf },
          ...(manages
            ? [
                {
                  header: "Actions",
                  cell: (contact: Contact) => (
                    <div className={actionsClass}>
                      <LazyDialogButton label="Edit" load={loadContactDialog}>
                        {(controls) => <ContactDialog contact={contact} {...controls} />}
                      </LazyDialogButton>
                      <LazyDialogButton label="Remove" load={loadRemoveDialog}>
                        {(controls) => <RemoveContactDialog contact={contact} {...controls} />}
                      </LazyDialogButton>
                    </div>
                  ),
                },
              ]
            : []),
        ]}
      />
    </AccountPage>
  );
}
