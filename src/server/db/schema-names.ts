/**
 * Names the migrations give database objects that the live code refers to: the sessions'
 * notification channel, and the constraint names the guards raise so an answer can say which
 * rule refused (crud/database-errors.ts). Both sides read them here, so no migration imports
 * live code and no live code imports a numbered migration. Each is history once a migration
 * has created it: renaming one here needs a migration that renames it in the database.
 */

/** Migration 0012: sessions ended or changed, for every instance's session cache. */
export const SESSION_CHANGES_CHANNEL = "session_changes";

/** Migration 0016: the last active Super Admin stays one; nobody locks themselves out. */
export const LAST_SUPER_ADMIN_GUARD = "users_last_super_admin";
export const OWN_ACCOUNT_GUARD = "users_own_account";

/** Migration 0017: the Super Admin role is neither changed nor deleted. */
export const SUPER_ADMIN_ROLE_GUARD = "roles_super_admin";

/** Migration 0020: a published user agreement's text is locked. */
export const AGREEMENT_LOCK = "config_user_agreements_published_locked";

/** Migration 0024: a blacklisted worker is not assigned to a project. */
export const BLACKLIST_ASSIGNMENT_GUARD = "employees_blacklisted_assignment";

/** Migration 0035: a message written into the mail outbox, for every instance's sender. */
export const MAIL_OUTBOX_CHANNEL = "mail_outbox";

/** The stewards' JSON migrations' own sequence (db/migrate.ts), beside Kysely's `kysely_migration`. */
export const FILE_MIGRATION_TABLE = "kysely_file_migration";
export const FILE_MIGRATION_LOCK_TABLE = "kysely_file_migration_lock";
