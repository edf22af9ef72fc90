/**
 * The typed client of the Data Contract Service (docs/service-interface.md), one method per operation id:
 *
 *   const api = createClient({ baseUrl: "https://contracts.example.com", apiKey });
 *   const results = await api.checkAssetsCompliance({ assets, responseType: "DETAILED" });
 *   const contracts = await api.listContracts({ query: { status: "ACTIVE", limit: 100 } });
 *   await api.close();
 *
 * Requests are validated before sending (ApiRequestError), answers on arrival
 * (ApiResponseError with the JSON pointer of the bad field); non-2xx answers throw
 * ApiError, failed connections and timeouts ApiNetworkError.
 */
export {
  type AllEndpoints,
  type ApiClient,
  type ClientMethods,
  createClient,
  createClientFor,
  type MethodArgs,
} from "./client.js";
export {
  ApiClientError,
  ApiError,
  ApiNetworkError,
  ApiRequestError,
  ApiResponseError,
  type FieldIssue,
  type NetworkErrorKind,
} from "./errors.js";
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from "./retry.js";
export type { CallOptions, ClientOptions, ClientTimeouts } from "./transport.js";
