/**
 * Counts the SQL statements a server sends, exactly, without touching its code: a TCP proxy in
 * front of PostgreSQL that reads the frontend messages of the wire protocol as they pass.
 * A simple Query ('Q') is one statement; in the extended protocol each Execute ('E') is one, whose
 * text is that of the statement its Bind ('B') named (from the Parse 'P' that prepared it).
 *
 * (pg_stat_statements would do, but it must be in shared_preload_libraries, and the shared
 * server here cannot be restarted; the proxy needs nothing from the server.)
 */
import net from 'node:net';

export interface Statement {
  at: number;
  sql: string;
  /** Which client connection sent it. */
  connection: number;
}

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

export class StatementCounter {
  readonly statements: Statement[] = [];
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  private connections = 0;

  constructor(private readonly upstream: { host: string; port: number }) {}

  async listen(port: number): Promise<void> {
    this.server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /**
   * Statements since a mark, pg-boss's own queue work and Quarter's timers left out (a statement a
   * timer runs starts with `/* background *\/`: api/src/database/background-statement.ts, which the
   * API tests' counters leave out too).
   */
  since(mark: number): Statement[] {
    return this.statements
      .slice(mark)
      .filter((s) => !/pgboss/i.test(s.sql) && !s.sql.trimStart().startsWith('/* background */'));
  }

  mark(): number {
    return this.statements.length;
  }

  private accept(client: net.Socket): void {
    const id = ++this.connections;
    const server = net.connect(this.upstream.port, this.upstream.host);
    this.sockets.add(client);
    this.sockets.add(server);
    client.setNoDelay(true);
    server.setNoDelay(true);
    let buffer: Buffer = Buffer.alloc(0);
    let startup = true;
    const prepared = new Map<string, string>();
    let bound = '';
    const record = (sql: string) => this.statements.push({ at: performance.now(), sql: sql.trim(), connection: id });

    const parse = () => {
      for (;;) {
        if (startup) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) return;
          const code = buffer.readInt32BE(4);
          buffer = buffer.subarray(length);
          if (code !== SSL_REQUEST && code !== GSS_REQUEST) startup = false;
          continue;
        }
        if (buffer.length < 5) return;
        const type = String.fromCharCode(buffer[0]);
        const length = buffer.readInt32BE(1);
        if (buffer.length < 1 + length) return;
        const body = buffer.subarray(5, 1 + length);
        buffer = buffer.subarray(1 + length);
        if (type === 'Q') {
          record(body.toString('utf8', 0, body.indexOf(0)));
        } else if (type === 'P') {
          const nameEnd = body.indexOf(0);
          const name = body.toString('utf8', 0, nameEnd);
          const sql = body.toString('utf8', nameEnd + 1, body.indexOf(0, nameEnd + 1));
          prepared.set(name, sql);
        } else if (type === 'B') {
          const portalEnd = body.indexOf(0);
          bound = body.toString('utf8', portalEnd + 1, body.indexOf(0, portalEnd + 1));
        } else if (type === 'E') {
          record(prepared.get(bound) ?? '(unknown prepared statement)');
        }
      }
    };

    client.on('data', (chunk: Buffer) => {
      server.write(chunk);
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      parse();
    });
    server.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      server.destroy();
      this.sockets.delete(client);
      this.sockets.delete(server);
    };
    client.on('close', end);
    server.on('close', end);
    client.on('error', end);
    server.on('error', end);
  }
}
