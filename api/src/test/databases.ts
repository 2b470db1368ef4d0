import pg from 'pg';

export const TEMPLATE_DATABASE = 'quarter_test_template';

export function withDatabase(serverUrl: string, database: string): string {
  return `${serverUrl}/${database}`;
}

/** Runs one statement on the server's maintenance database (create/drop database). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
