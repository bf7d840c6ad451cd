/** Every migration, in the order it runs. A new migration is one file plus one line here. */
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
};
