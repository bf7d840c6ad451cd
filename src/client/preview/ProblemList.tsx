/** Overlay problems as a table: severity, file, JSON pointer, reason. */
import { Trans } from "@lingui/react/macro";
import type { Problem } from "../../schema/overlay/problem";
import { Badge } from "../ui/Badge";

export function ProblemList({
  problems,
  showFile = true,
}: {
  problems: readonly Problem[];
  showFile?: boolean;
}) {
  if (problems.length === 0) {
    return (
      <p className="preview__ok">
        <Badge tone="success">
          <Trans>Tidak ada masalah</Trans>
        </Badge>
      </p>
    );
  }
  return (
    <table className="table problem-list">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Tingkat</Trans>
          </th>
          {showFile && (
            <th scope="col">
              <Trans>Berkas</Trans>
            </th>
          )}
          <th scope="col">
            <Trans>Lokasi (JSON pointer)</Trans>
          </th>
          <th scope="col">
            <Trans>Alasan</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {problems.map((problem) => (
          <tr key={`${problem.file}${problem.pointer}${problem.reason}`}>
            <td>
              {problem.severity === "error" ? (
                <Badge tone="danger">
                  <Trans>Galat</Trans>
                </Badge>
              ) : (
                <Badge tone="warning">
                  <Trans>Peringatan</Trans>
                </Badge>
              )}
            </td>
            {showFile && (
              <td>
                <code>{problem.file}</code>
              </td>
            )}
            <td>
              <code>{problem.pointer || "/"}</code>
            </td>
            <td>{problem.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
