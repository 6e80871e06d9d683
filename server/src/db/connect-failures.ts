const connectFailures = new WeakSet<object>();

/**
 * Marks an error as a failure to open a connection: whatever its code, the database could not be
 * reached. Some of the codes a server refuses a connection with mean a fault of the statement when a
 * statement raises them (55000 is also "sequence not yet defined in this session"), so only where
 * the error came from tells.
 */
export function markConnectFailure<T>(error: T): T {
  if (typeof error === 'object' && error !== null) connectFailures.add(error);
  return error;
}

export const isConnectFailure = (error: object) => connectFailures.has(error);
