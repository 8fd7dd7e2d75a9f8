export { type RetryPolicy, retryMiddleware, timeoutMiddleware } from "./attempt-middlewares.ts";
export { AttemptTimedOut, bodyOfText, failureOfError, isNetworkError } from "./failure-of-error.ts";
export {
  createFailureRedirects,
  type FailedCall,
  type FailureRedirectPorts,
  type FailureRedirects,
} from "./failure-redirects.ts";
export {
  createHttpClient,
  DEFAULT_CALL_TIMEOUT_MS,
  type Decoder,
  type HttpCall,
  type HttpClient,
  type HttpClientOptions,
  type HttpMethod,
  type HttpProbe,
  type QueryValue,
  queryString,
  UNREADABLE_ANSWER,
} from "./http-client.ts";
export {
  type TaskScheduler,
  type YieldToMain,
  yieldThrough,
  yieldToMain,
} from "./yield-to-main.ts";
