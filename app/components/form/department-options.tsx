/** An organization and the departments below it, as a select's options indented by their depth. */
export function DepartmentOptions({ departments }: { departments: { id: number; name: string; depth: number }[] }) {
  return (
    <>
      {departments.map((department) => (
        <option key={department.id} value={department.id}>
          {"\u00a0\u00a0".repeat(department.depth)}
          {department.name}
        </option>
      ))}
    </>
  );
}
