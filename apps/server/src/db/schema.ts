// The one schema of both databases (PGlite and PostgreSQL); drizzle-kit reads it
// to write the migrations in ./migrations.
export * from './schema/users.ts';
export * from './schema/sessions.ts';
export * from './schema/security.ts';
export * from './schema/subscriptions.ts';
export * from './schema/epapers.ts';
export * from './schema/analytics.ts';
