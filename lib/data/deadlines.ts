/** How long a query waits for a connection to the database server before it fails as unavailable. */
export const DATABASE_CONNECT_TIMEOUT_MS = 5_000;

/**
 * How long the site's queries wait for their answer. node-postgres waits for as long as the
 * connection stays open: a server that stops answering on an open connection (frozen, or gone
 * from the network in a failover) held each request for minutes. The site's queries take
 * milliseconds; this leaves room for a slow moment without holding a visitor past it.
 */
export const DATABASE_QUERY_TIMEOUT_MS = 15_000;
