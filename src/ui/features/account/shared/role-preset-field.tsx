import type { ModulePermission } from "../../../../core/permissions/permission-names.ts";
import {
  CUSTOM_ROLE,
  presetPermissions,
  ROLE_LABELS,
  ROLE_PRESETS,
  roleOf,
} from "../../../../core/permissions/role-presets.ts";
import { SelectField, type SelectFieldProps } from "../../../components/text-field.tsx";

/**
 * The role presets of src/core above the permission matrix (issue 44): choosing one fills the
 * matrix, which stays editable; a matrix that matches no preset reads "Custom", which is not
 * chosen but arrived at.
 */
export function RolePresetField({
  permissions,
  onChange,
  disabled = false,
  errorText,
}: {
  readonly permissions: ReadonlyArray<string>;
  readonly onChange: (next: ModulePermission[]) => void;
  readonly disabled?: boolean;
  readonly errorText?: SelectFieldProps["errorText"];
}) {
  const role = roleOf(permissions);
  return (
    <SelectField
      label="Role"
      name="role_preset"
      value={role}
      disabled={disabled}
      helperText="A preset fills the permissions below; change any of them for a custom role."
      errorText={errorText}
      onChange={(event) => {
        const chosen = ROLE_PRESETS.find((preset) => preset === event.target.value);
        if (chosen !== undefined) onChange(presetPermissions(chosen));
      }}
    >
      {ROLE_PRESETS.map((preset) => (
        <option key={preset} value={preset}>
          {ROLE_LABELS[preset]}
        </option>
      ))}
      <option value={CUSTOM_ROLE} disabled>
        {ROLE_LABELS.custom}
      </option>
    </SelectField>
  );
}
