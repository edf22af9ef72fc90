export const id = 206;
export const ids = [206];
export const modules = {

/***/ 20206:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(87911);
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(17862);







/** fixtures/demo, found from the bundle (dist/cli.js) or the sources (src/cli/commands). */
function demoFixtures() {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_4__.fileURLToPath)(import.meta.url));
    for (let i = 0; i < 5; i++) {
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, "fixtures", "demo");
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(candidate, "base")))
            return candidate;
        dir = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(dir);
    }
    throw new Error("fixtures/demo not found: run the demo from a checkout of contract-sync");
}
function git(cwd, args) {
    return (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)("git", args, {
        cwd,
        encoding: "utf8",
        env: {
            ...process.env,
            GIT_AUTHOR_NAME: "Demo Author",
            GIT_AUTHOR_EMAIL: "demo@acme.example",
            GIT_COMMITTER_NAME: "Demo Author",
            GIT_COMMITTER_EMAIL: "demo@acme.example",
            GIT_CONFIG_NOSYSTEM: "1",
        },
    });
}
/**
 * `npm run demo`: builds a small repository in a temp dir (a base commit with
 * contracts and schema files of several types; a head commit that breaks a
 * BLOCK and an ALERT contract and adds an unreadable file) and runs the pull
 * request check on it with the embedded service, printing the comment.
 */
const run = async (args, io) => {
    const { values } = (0,_help_js__WEBPACK_IMPORTED_MODULE_5__/* .parseByTable */ .ph)(["demo"], args);
    const fixtures = demoFixtures();
    const repo = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), "contract-sync-demo-"));
    try {
        git(repo, ["init", "-q", "-b", "main"]);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.cpSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(fixtures, "base"), repo, { recursive: true });
        git(repo, ["add", "-A"]);
        git(repo, ["commit", "-q", "-m", "Orders schema, events and contracts"]);
        git(repo, ["checkout", "-q", "-b", "feature/order-changes"]);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.cpSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(fixtures, "head"), repo, { recursive: true });
        git(repo, ["add", "-A"]);
        git(repo, ["commit", "-q", "-m", "Drop currency, order ids as strings, refunds"]);
        io.stderr(`contract-sync demo: repository in ${repo}\n`);
        const format = values.json === true ? "json" : "markdown";
        const code = await (0,_check_js__WEBPACK_IMPORTED_MODULE_6__.checkCommand)({ repo, base: "main", head: "HEAD", config: ".github/contract-sync.yml", apiUrl: undefined, format }, io);
        io.stderr(code === 1
            ? "contract-sync demo: the check fails (a BLOCK contract is broken), as it would on the pull request.\n"
            : "contract-sync demo: the check passes.\n");
        // The demo shows a failing check; it ran as intended, so it exits 0 unless asked to mirror the check.
        return values["exit-code"] === true ? code : 0;
    }
    finally {
        if (values.keep !== true)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(repo, { recursive: true, force: true });
    }
};


/***/ })

};
