// The one schema of the database (embedded or a server); drizzle-kit reads it
// to write the migrations in ./migrations.
export * from './schema/users.ts';
export * from './schema/sessions.ts';
export * from './schema/security.ts';
export * from './schema/subscriptions.ts';
export * from './schema/epapers.ts';
export * from './schema/analytics.ts';
export * from './schema/backups.ts';
export * from './schema/notifications.ts';
