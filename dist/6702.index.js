export const id = 6702;
export const ids = [6702];
export const modules = {

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   githubClient: () => (/* binding */ githubClient)
/* harmony export */ });
/* harmony import */ var _octokit_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14730);
/* harmony import */ var _octokit_plugin_paginate_rest__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93779);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(86856);
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63251);
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _github_fetch_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(89301);






/**
 * GitHub's own client, with its retry and throttling plugins: loaded by GitHubApi at the first
 * call (a chunk of its own in dist/). The plugins wait as GitHub's REST documentation asks:
 * writes one at a time, a second apart, and three seconds apart for those that notify people
 * (a comment, a review comment); a rate limit as GitHub's answer says (the run's WaitBudget
 * decides whether to wait it); a call answered with a server error (5xx) or no answer at all
 * asked again after 1, 4 and 9 seconds, reads and writes alike (a write repeated after an answer
 * lost in transit can make a second comment: the next run keeps the oldest and deletes the rest).
 */
const GitHubOctokit = _octokit_core__WEBPACK_IMPORTED_MODULE_1__/* .Octokit */ .E.plugin(_octokit_plugin_paginate_rest__WEBPACK_IMPORTED_MODULE_2__/* .paginateRest */ .ud, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_3__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__/* .throttling */ .A);
/**
 * plugin-retry's statuses that a repeat cannot mend, and 429: a rate limit is the throttling
 * plugin's to wait out, within the run's budget (without it, 429 would also be retried at 1, 4, 9 s).
 */
const NOT_RETRIED = [400, 401, 403, 404, 410, 422, 429, 451];
/** Octokit's own log: its warnings (a deprecated route) are not the action's to print. */
const QUIET = { debug() { }, info() { }, warn() { }, error() { } };
function githubClient(options) {
    const { budget, msPerSecond } = options;
    const client = new GitHubOctokit({
        auth: options.token,
        userAgent: options.userAgent,
        baseUrl: options.baseUrl,
        headers: { "x-github-api-version": "2022-11-28" },
        request: { fetch: (0,_github_fetch_js__WEBPACK_IMPORTED_MODULE_5__/* .githubFetch */ .a7)() },
        log: QUIET,
        retry: { doNotRetry: NOT_RETRIED, retryAfterBaseValue: msPerSecond },
        throttle: {
            retryAfterBaseValue: msPerSecond,
            // The plugin's own spacing (a second; three for what notifies), in groups of this client:
            // the plugin's default groups are shared by every client of a process and fixed to real time.
            write: new (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0___default().Group)({ maxConcurrent: 1, minTime: msPerSecond }),
            notifications: new (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0___default().Group)({ maxConcurrent: 1, minTime: 3 * msPerSecond }),
            onRateLimit: (seconds, request, octokit, retryCount) => budget.retry("primary", seconds, octokit.request.endpoint.parse(request), retryCount),
            onSecondaryRateLimit: (seconds, request, octokit, retryCount) => budget.retry("secondary", seconds, octokit.request.endpoint.parse(request), retryCount),
        },
    });
    // Each call its own `request` options: both plugins count a call's retries in them, and
    // endpoint.merge hands every call that names none the client's one default object.
    client.hook.wrap("request", (request, call) => {
        call.request = { ...call.request };
        return request(call);
    });
    return client;
}


/***/ })

};
