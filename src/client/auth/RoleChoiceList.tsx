/** The registerable roles as a radio list showing each role's name and description. */
import { Trans } from "@lingui/react/macro";
import useSWR from "swr";
import { Skeleton } from "../ui/Skeleton";
import { fetchRegisterableRoles } from "./auth-api";

interface RoleChoiceListProps {
  value: number | null;
  onChange: (roleId: number) => void;
}

export function useRegisterableRoles() {
  return useSWR("register-roles", fetchRegisterableRoles);
}

export function RoleChoiceList({ value, onChange }: RoleChoiceListProps) {
  const roles = useRegisterableRoles();
  return (
    <fieldset className="choice-list">
      <legend>
        <Trans>Role sistem</Trans>
      </legend>
      {roles.isLoading && <Skeleton height="3rem" />}
      {roles.data?.map((role) => (
        <label key={role.id} className="choice">
          <input
            type="radio"
            name="role"
            checked={value === role.id}
            onChange={() => onChange(role.id)}
          />
          <span>
            <span className="choice__name">{role.role_name}</span>
            {role.description && <span className="choice__text">{role.description}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
