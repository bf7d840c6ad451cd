/** The choices of step 2 — roles, departments and the chosen department's projects. */
import useSWR from "swr";
import { fetchDepartments, fetchProjects } from "../auth-api";
import { useRegisterableRoles } from "../RoleChoiceList";

export function useRegistrationOptions(departmentId: number | null) {
  const roles = useRegisterableRoles();
  const departments = useSWR("register-departments", fetchDepartments);
  const projects = useSWR(
    departmentId === null ? null : ["register-projects", departmentId],
    ([, id]: [string, number]) => fetchProjects(id),
  );
  return { roles, departments, projects };
}
