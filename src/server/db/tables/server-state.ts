/** A secret shared by every server instance on the database (e.g. `file-url-key`). */
export interface ServerSecretTable {
  name: string;
  value: string;
  /** When it was made (ISO time). */
  created_at: string;
}

/** What the server instances share besides the members' data. */
export interface ServerStateTables {
  server_secrets: ServerSecretTable;
}
