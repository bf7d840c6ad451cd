/**
 * The floor the varied list mix is measured against (issue #13): the employee list as a bare
 * Node + pg server would serve it — no sessions, no permissions, no overlays — searching one
 * column, filtering by project and status, sorting, paging, joining the two related names
 * Mandor's list shows, and counting every total exactly. The page and the count run side by
 * side on a pool of the same size as Mandor's.
 *
 *   DATABASE_URL=postgres://… PORT=3100 node --import tsx tests/bench/floor-server.ts
 */
import { createServer } from "node:http";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const SORTS = new Set(["created_at", "fullname"]);

async function list(query: URLSearchParams) {
  const values: unknown[] = [];
  const where: string[] = [];
  const search = query.get("search");
  if (search) {
    values.push(`%${search.replace(/[\\%_]/g, "\\$&")}%`);
    where.push(`r.fullname ILIKE $${values.length}`);
  }
  for (const column of ["project_id", "status"]) {
    const value = query.get(column);
    if (value) {
      values.push(value);
      where.push(`r.${column} = $${values.length}`);
    }
  }
  const condition = where.length > 0 ? where.join(" AND ") : "TRUE";
  const sortBy = SORTS.has(query.get("sort_by") ?? "") ? query.get("sort_by") : "created_at";
  const sort = query.get("sort") === "ASC" ? "ASC" : "DESC";
  const page = Math.max(1, Number(query.get("page") ?? 1));
  const [rows, count] = await Promise.all([
    pool.query(
      `SELECT r.id, r.updated_at, r.created_at, r.employee_code, r.nik, r.fullname,
         r.manpower_type_id, r.project_id, r.join_date, r.status, r.verification_status,
         CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('id', t.id, 'name', t.name) END
           AS manpower_type,
         CASE WHEN p.id IS NULL THEN NULL
           ELSE json_build_object('id', p.id, 'project_name', p.project_name) END AS project
       FROM employees r
       LEFT JOIN m_manpower_types t ON t.id = r.manpower_type_id
       LEFT JOIN projects p ON p.id = r.project_id
       WHERE ${condition}
       ORDER BY r.${sortBy} ${sort}, r.id ${sort} LIMIT 20 OFFSET ${(page - 1) * 20}`,
      values,
    ),
    pool.query(`SELECT count(*)::int AS n FROM employees r WHERE ${condition}`, values),
  ]);
  const total = count.rows[0].n as number;
  return { data: rows.rows, total, totalPage: Math.ceil(total / 20) };
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://floor");
  if (url.pathname === "/api/health") {
    response.end("{}");
    return;
  }
  list(url.searchParams).then(
    (body) => {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(body));
    },
    (error: Error) => {
      response.statusCode = 500;
      response.end(JSON.stringify({ message: error.message }));
    },
  );
});
server.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => {
  server.close();
  void pool.end();
});
