/** One bad field of a request: a JSON pointer into the request (`/body/...`, `/query/...`, `/params/...`). */
export interface FieldError {
  pointer: string;
  message: string;
}

/**
 * An answer other than success, decided by the service (not found, conflict,
 * bad input it can only see with the data). The HTTP adapter turns it into
 * problem+json; in-process callers get it thrown.
 */
export class ServiceError extends Error {
  override name = "ServiceError";
  constructor(
    readonly status: 400 | 401 | 404 | 409 | 413 | 429 | 503,
    readonly title: string,
    detail: string,
    readonly errors?: FieldError[],
  ) {
    super(detail);
  }
}

export const notFound = (detail: string) => new ServiceError(404, "Not Found", detail);
export const conflict = (detail: string) => new ServiceError(409, "Conflict", detail);
export const badRequest = (detail: string, errors?: FieldError[]) =>
  new ServiceError(400, "Bad Request", detail, errors);

/** Paging by key (`after`) from an id the listing does not hold. */
export const unknownKey = (kind: string, id: string) =>
  badRequest(`no ${kind} '${id}' in this workspace to list after`, [
    { pointer: "/query/after", message: `no ${kind} with this id in this workspace` },
  ]);
