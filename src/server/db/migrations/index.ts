/**
 * Every TypeScript migration, in the order it runs. A new one is one file plus one line here;
 * a steward's table needs neither: a JSON file in schemas/migrations/ (../file-migrations.ts).
 */
import type { Migration } from "kysely";
import * as foundation from "./0001-foundation";
import * as masterData from "./0002-master-data";
import * as organisation from "./0003-organisation";
import * as usersAndAccess from "./0004-users-and-access";
import * as operatingUnits from "./0005-operating-units";
import * as manpower from "./0006-manpower";
import * as presences from "./0007-presences";
import * as mobileConfig from "./0008-mobile-config";
import * as seedRuns from "./0009-seed-runs";
import * as userLocaleAndRoleTicket from "./0010-user-locale-and-role-ticket";
import * as rowCounts from "./0011-row-counts";
import * as sessionChangeNotices from "./0012-session-change-notices";
import * as uploads from "./0013-uploads";
import * as ssoTokenUses from "./0014-sso-token-uses";
import * as filterSortIndexes from "./0015-filter-sort-indexes";
import * as recordTransitions from "./0016-record-transitions";
import * as superAdminRoleGuard from "./0017-super-admin-role-guard";
import * as operatingUnitDetails from "./0018-operating-unit-details";
import * as mobileConfigDetails from "./0020-mobile-config-details";
import * as rejectedRelease from "./0021-rejected-release";
import * as presenceIntake from "./0022-presence-intake";
import * as blacklistAssignmentGuard from "./0024-blacklist-assignment-guard";
import * as guestBookAndManpowerActuals from "./0026-guest-book-and-manpower-actuals";
import * as dashboardSummaries from "./0027-dashboard-summaries";
import * as rowCountShards from "./0028-row-count-shards";
import * as monthRollupReads from "./0029-month-rollup-reads";
import * as foremanRunningDays from "./0030-foreman-running-days";
import * as importSessions from "./0031-import-sessions";
import * as heldFiles from "./0032-held-files";
import * as auditScope from "./0033-audit-scope";
import * as uploadOriginalNames from "./0034-upload-original-names";
import * as mailOutbox from "./0035-mail-outbox";

export const migrations: Record<string, Migration> = {
  "0001-foundation": foundation,
  "0002-master-data": masterData,
  "0003-organisation": organisation,
  "0004-users-and-access": usersAndAccess,
  "0005-operating-units": operatingUnits,
  "0006-manpower": manpower,
  "0007-presences": presences,
  "0008-mobile-config": mobileConfig,
  "0009-seed-runs": seedRuns,
  "0010-user-locale-and-role-ticket": userLocaleAndRoleTicket,
  "0011-row-counts": rowCounts,
  "0012-session-change-notices": sessionChangeNotices,
  "0013-uploads": uploads,
  "0014-sso-token-uses": ssoTokenUses,
  "0015-filter-sort-indexes": filterSortIndexes,
  "0016-record-transitions": recordTransitions,
  "0017-super-admin-role-guard": superAdminRoleGuard,
  "0018-operating-unit-details": operatingUnitDetails,
  "0020-mobile-config-details": mobileConfigDetails,
  "0021-rejected-release": rejectedRelease,
  "0022-presence-intake": presenceIntake,
  "0024-blacklist-assignment-guard": blacklistAssignmentGuard,
  "0026-guest-book-and-manpower-actuals": guestBookAndManpowerActuals,
  "0027-dashboard-summaries": dashboardSummaries,
  "0028-row-count-shards": rowCountShards,
  "0029-month-rollup-reads": monthRollupReads,
  "0030-foreman-running-days": foremanRunningDays,
  "0031-import-sessions": importSessions,
  "0032-held-files": heldFiles,
  "0033-audit-scope": auditScope,
  "0034-upload-original-names": uploadOriginalNames,
  "0035-mail-outbox": mailOutbox,
};
