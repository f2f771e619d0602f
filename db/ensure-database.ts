import postgres from 'postgres';

export class DatabaseUnreachableError extends Error {
  constructor(databaseUrl: string, cause: unknown) {
    const where = describeUrl(databaseUrl);
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `PostgreSQL is not reachable at ${where} (${reason}).\n` +
        `  Start it (Debian: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start', ` +
        `or 'sudo service postgresql start'),\n` +
        `  or point DATABASE_URL at a server you can reach, e.g. DATABASE_URL=postgres://user@host:5432/robot_platform`,
      { cause },
    );
    this.name = 'DatabaseUnreachableError';
  }
}

function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'} (database '${url.pathname.slice(1)}', user '${decodeURIComponent(url.username) || 'default'}')`;
  } catch {
    return `'${databaseUrl}'`;
  }
}

export function databaseName(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!/^[A-Za-z0-9_][A-Za-z0-9_-]{0,62}$/.test(name)) {
    throw new Error(`DATABASE_URL names an unusable database '${name}'.`);
  }
  return name;
}

/** Creates the database named in the URL when it does not exist yet, via the server's `postgres` database. */
export async function ensureDatabase(databaseUrl: string): Promise<{ created: boolean }> {
  const name = databaseName(databaseUrl);
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    const found = await admin`select 1 from pg_database where datname = ${name}`.catch((error: unknown) => {
      throw new DatabaseUnreachableError(databaseUrl, error);
    });
    if (found.length > 0) return { created: false };
    try {
      await admin.unsafe(`create database "${name}"`);
    } catch (error) {
      // Two processes starting at once: the other one won.
      if ((error as { code?: string }).code !== '42P04') throw error;
      return { created: false };
    }
    return { created: true };
  } finally {
    await admin.end({ timeout: 1 });
  }
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = databaseName(databaseUrl);
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end({ timeout: 1 });
  }
}
