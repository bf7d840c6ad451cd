/** The worker screen's import columns, as its template names them, and the fields they fill. */
const COLUMNS = {
  "Kode Pekerja": "employee_code",
  NIK: "nik",
  "Nama Lengkap": "fullname",
  "Jenis Tenaga Kerja": "manpower_type_id",
  Proyek: "project_id",
  "Tanggal Bergabung": "join_date",
  Status: "status",
};

/** A CSV header line and its mapping: every column, or all but Status (the default then). */
export function employeeImportColumns({ status }: { status: boolean }) {
  const mapping: Record<string, string> = Object.fromEntries(
    Object.entries(COLUMNS).filter(([column]) => status || column !== "Status"),
  );
  return { header: Object.keys(mapping).join(","), mapping };
}
