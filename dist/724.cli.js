export const id = 724;
export const ids = [724];
export const modules = {

/***/ 47117:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


function __export(m) {
    for (var p in m) if (!exports.hasOwnProperty(p)) exports[p] = m[p];
}
Object.defineProperty(exports, "__esModule", ({ value: true }));
__export(__webpack_require__(63972));
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 63972:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
const fs_1 = __webpack_require__(79896);
const debug_1 = __importDefault(__webpack_require__(2830));
const log = debug_1.default('@kwsites/file-exists');
function check(path, isFile, isDirectory) {
    log(`checking %s`, path);
    try {
        const stat = fs_1.statSync(path);
        if (stat.isFile() && isFile) {
            log(`[OK] path represents a file`);
            return true;
        }
        if (stat.isDirectory() && isDirectory) {
            log(`[OK] path represents a directory`);
            return true;
        }
        log(`[FAIL] path represents something other than a file or directory`);
        return false;
    }
    catch (e) {
        if (e.code === 'ENOENT') {
            log(`[FAIL] path is not accessible: %o`, e);
            return false;
        }
        log(`[FATAL] %o`, e);
        throw e;
    }
}
/**
 * Synchronous validation of a path existing either as a file or as a directory.
 *
 * @param {string} path The path to check
 * @param {number} type One or both of the exported numeric constants
 */
function exists(path, type = exports.READABLE) {
    return check(path, (type & exports.FILE) > 0, (type & exports.FOLDER) > 0);
}
exports.exists = exists;
/**
 * Constant representing a file
 */
exports.FILE = 1;
/**
 * Constant representing a folder
 */
exports.FOLDER = 2;
/**
 * Constant representing either a file or a folder
 */
exports.READABLE = exports.FILE + exports.FOLDER;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 19997:
/***/ ((__unused_webpack_module, exports) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.ud = exports.yX = void 0;
/**
 * Creates a new `DeferredPromise`
 *
 * ```typescript
 import {deferred} from '@kwsites/promise-deferred`;
 ```
 */
function deferred() {
    let done;
    let fail;
    let status = 'pending';
    const promise = new Promise((_done, _fail) => {
        done = _done;
        fail = _fail;
    });
    return {
        promise,
        done(result) {
            if (status === 'pending') {
                status = 'resolved';
                done(result);
            }
        },
        fail(error) {
            if (status === 'pending') {
                status = 'rejected';
                fail(error);
            }
        },
        get fulfilled() {
            return status !== 'pending';
        },
        get status() {
            return status;
        },
    };
}
exports.yX = deferred;
/**
 * Alias of the exported `deferred` function, to help consumers wanting to use `deferred` as the
 * local variable name rather than the factory import name, without needing to rename on import.
 *
 * ```typescript
 import {createDeferred} from '@kwsites/promise-deferred`;
 ```
 */
exports.ud = deferred;
/**
 * Default export allows use as:
 *
 * ```typescript
 import deferred from '@kwsites/promise-deferred`;
 ```
 */
__webpack_unused_export__ = deferred;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 6110:
/***/ ((module, exports, __webpack_require__) => {

/* eslint-env browser */

/**
 * This is the web browser implementation of `debug()`.
 */

exports.formatArgs = formatArgs;
exports.save = save;
exports.load = load;
exports.useColors = useColors;
exports.storage = localstorage();
exports.destroy = (() => {
	let warned = false;

	return () => {
		if (!warned) {
			warned = true;
			console.warn('Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.');
		}
	};
})();

/**
 * Colors.
 */

exports.colors = [
	'#0000CC',
	'#0000FF',
	'#0033CC',
	'#0033FF',
	'#0066CC',
	'#0066FF',
	'#0099CC',
	'#0099FF',
	'#00CC00',
	'#00CC33',
	'#00CC66',
	'#00CC99',
	'#00CCCC',
	'#00CCFF',
	'#3300CC',
	'#3300FF',
	'#3333CC',
	'#3333FF',
	'#3366CC',
	'#3366FF',
	'#3399CC',
	'#3399FF',
	'#33CC00',
	'#33CC33',
	'#33CC66',
	'#33CC99',
	'#33CCCC',
	'#33CCFF',
	'#6600CC',
	'#6600FF',
	'#6633CC',
	'#6633FF',
	'#66CC00',
	'#66CC33',
	'#9900CC',
	'#9900FF',
	'#9933CC',
	'#9933FF',
	'#99CC00',
	'#99CC33',
	'#CC0000',
	'#CC0033',
	'#CC0066',
	'#CC0099',
	'#CC00CC',
	'#CC00FF',
	'#CC3300',
	'#CC3333',
	'#CC3366',
	'#CC3399',
	'#CC33CC',
	'#CC33FF',
	'#CC6600',
	'#CC6633',
	'#CC9900',
	'#CC9933',
	'#CCCC00',
	'#CCCC33',
	'#FF0000',
	'#FF0033',
	'#FF0066',
	'#FF0099',
	'#FF00CC',
	'#FF00FF',
	'#FF3300',
	'#FF3333',
	'#FF3366',
	'#FF3399',
	'#FF33CC',
	'#FF33FF',
	'#FF6600',
	'#FF6633',
	'#FF9900',
	'#FF9933',
	'#FFCC00',
	'#FFCC33'
];

/**
 * Currently only WebKit-based Web Inspectors, Firefox >= v31,
 * and the Firebug extension (any Firefox version) are known
 * to support "%c" CSS customizations.
 *
 * TODO: add a `localStorage` variable to explicitly enable/disable colors
 */

// eslint-disable-next-line complexity
function useColors() {
	// NB: In an Electron preload script, document will be defined but not fully
	// initialized. Since we know we're in Chrome, we'll just detect this case
	// explicitly
	if (typeof window !== 'undefined' && window.process && (window.process.type === 'renderer' || window.process.__nwjs)) {
		return true;
	}

	// Internet Explorer and Edge do not support colors.
	if (typeof navigator !== 'undefined' && navigator.userAgent && navigator.userAgent.toLowerCase().match(/(edge|trident)\/(\d+)/)) {
		return false;
	}

	let m;

	// Is webkit? http://stackoverflow.com/a/16459606/376773
	// document is undefined in react-native: https://github.com/facebook/react-native/pull/1632
	// eslint-disable-next-line no-return-assign
	return (typeof document !== 'undefined' && document.documentElement && document.documentElement.style && document.documentElement.style.WebkitAppearance) ||
		// Is firebug? http://stackoverflow.com/a/398120/376773
		(typeof window !== 'undefined' && window.console && (window.console.firebug || (window.console.exception && window.console.table))) ||
		// Is firefox >= v31?
		// https://developer.mozilla.org/en-US/docs/Tools/Web_Console#Styling_messages
		(typeof navigator !== 'undefined' && navigator.userAgent && (m = navigator.userAgent.toLowerCase().match(/firefox\/(\d+)/)) && parseInt(m[1], 10) >= 31) ||
		// Double check webkit in userAgent just in case we are in a worker
		(typeof navigator !== 'undefined' && navigator.userAgent && navigator.userAgent.toLowerCase().match(/applewebkit\/(\d+)/));
}

/**
 * Colorize log arguments if enabled.
 *
 * @api public
 */

function formatArgs(args) {
	args[0] = (this.useColors ? '%c' : '') +
		this.namespace +
		(this.useColors ? ' %c' : ' ') +
		args[0] +
		(this.useColors ? '%c ' : ' ') +
		'+' + module.exports.humanize(this.diff);

	if (!this.useColors) {
		return;
	}

	const c = 'color: ' + this.color;
	args.splice(1, 0, c, 'color: inherit');

	// The final "%c" is somewhat tricky, because there could be other
	// arguments passed either before or after the %c, so we need to
	// figure out the correct index to insert the CSS into
	let index = 0;
	let lastC = 0;
	args[0].replace(/%[a-zA-Z%]/g, match => {
		if (match === '%%') {
			return;
		}
		index++;
		if (match === '%c') {
			// We only are interested in the *last* %c
			// (the user may have provided their own)
			lastC = index;
		}
	});

	args.splice(lastC, 0, c);
}

/**
 * Invokes `console.debug()` when available.
 * No-op when `console.debug` is not a "function".
 * If `console.debug` is not available, falls back
 * to `console.log`.
 *
 * @api public
 */
exports.log = console.debug || console.log || (() => {});

/**
 * Save `namespaces`.
 *
 * @param {String} namespaces
 * @api private
 */
function save(namespaces) {
	try {
		if (namespaces) {
			exports.storage.setItem('debug', namespaces);
		} else {
			exports.storage.removeItem('debug');
		}
	} catch (error) {
		// Swallow
		// XXX (@Qix-) should we be logging these?
	}
}

/**
 * Load `namespaces`.
 *
 * @return {String} returns the previously persisted debug modes
 * @api private
 */
function load() {
	let r;
	try {
		r = exports.storage.getItem('debug') || exports.storage.getItem('DEBUG') ;
	} catch (error) {
		// Swallow
		// XXX (@Qix-) should we be logging these?
	}

	// If debug isn't set in LS, and we're in Electron, try to load $DEBUG
	if (!r && typeof process !== 'undefined' && 'env' in process) {
		r = process.env.DEBUG;
	}

	return r;
}

/**
 * Localstorage attempts to return the localstorage.
 *
 * This is necessary because safari throws
 * when a user disables cookies/localstorage
 * and you attempt to access it.
 *
 * @return {LocalStorage}
 * @api private
 */

function localstorage() {
	try {
		// TVMLKit (Apple TV JS Runtime) does not have a window object, just localStorage in the global context
		// The Browser also has localStorage in the global context.
		return localStorage;
	} catch (error) {
		// Swallow
		// XXX (@Qix-) should we be logging these?
	}
}

module.exports = __webpack_require__(40897)(exports);

const {formatters} = module.exports;

/**
 * Map %j to `JSON.stringify()`, since no Web Inspectors do that by default.
 */

formatters.j = function (v) {
	try {
		return JSON.stringify(v);
	} catch (error) {
		return '[UnexpectedJSONParseError]: ' + error.message;
	}
};


/***/ }),

/***/ 40897:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {


/**
 * This is the common logic for both the Node.js and web browser
 * implementations of `debug()`.
 */

function setup(env) {
	createDebug.debug = createDebug;
	createDebug.default = createDebug;
	createDebug.coerce = coerce;
	createDebug.disable = disable;
	createDebug.enable = enable;
	createDebug.enabled = enabled;
	createDebug.humanize = __webpack_require__(70744);
	createDebug.destroy = destroy;

	Object.keys(env).forEach(key => {
		createDebug[key] = env[key];
	});

	/**
	* The currently active debug mode names, and names to skip.
	*/

	createDebug.names = [];
	createDebug.skips = [];

	/**
	* Map of special "%n" handling functions, for the debug "format" argument.
	*
	* Valid key names are a single, lower or upper-case letter, i.e. "n" and "N".
	*/
	createDebug.formatters = {};

	/**
	* Selects a color for a debug namespace
	* @param {String} namespace The namespace string for the debug instance to be colored
	* @return {Number|String} An ANSI color code for the given namespace
	* @api private
	*/
	function selectColor(namespace) {
		let hash = 0;

		for (let i = 0; i < namespace.length; i++) {
			hash = ((hash << 5) - hash) + namespace.charCodeAt(i);
			hash |= 0; // Convert to 32bit integer
		}

		return createDebug.colors[Math.abs(hash) % createDebug.colors.length];
	}
	createDebug.selectColor = selectColor;

	/**
	* Create a debugger with the given `namespace`.
	*
	* @param {String} namespace
	* @return {Function}
	* @api public
	*/
	function createDebug(namespace) {
		let prevTime;
		let enableOverride = null;
		let namespacesCache;
		let enabledCache;

		function debug(...args) {
			// Disabled?
			if (!debug.enabled) {
				return;
			}

			const self = debug;

			// Set `diff` timestamp
			const curr = Number(new Date());
			const ms = curr - (prevTime || curr);
			self.diff = ms;
			self.prev = prevTime;
			self.curr = curr;
			prevTime = curr;

			args[0] = createDebug.coerce(args[0]);

			if (typeof args[0] !== 'string') {
				// Anything else let's inspect with %O
				args.unshift('%O');
			}

			// Apply any `formatters` transformations
			let index = 0;
			args[0] = args[0].replace(/%([a-zA-Z%])/g, (match, format) => {
				// If we encounter an escaped % then don't increase the array index
				if (match === '%%') {
					return '%';
				}
				index++;
				const formatter = createDebug.formatters[format];
				if (typeof formatter === 'function') {
					const val = args[index];
					match = formatter.call(self, val);

					// Now we need to remove `args[index]` since it's inlined in the `format`
					args.splice(index, 1);
					index--;
				}
				return match;
			});

			// Apply env-specific formatting (colors, etc.)
			createDebug.formatArgs.call(self, args);

			const logFn = self.log || createDebug.log;
			logFn.apply(self, args);
		}

		debug.namespace = namespace;
		debug.useColors = createDebug.useColors();
		debug.color = createDebug.selectColor(namespace);
		debug.extend = extend;
		debug.destroy = createDebug.destroy; // XXX Temporary. Will be removed in the next major release.

		Object.defineProperty(debug, 'enabled', {
			enumerable: true,
			configurable: false,
			get: () => {
				if (enableOverride !== null) {
					return enableOverride;
				}
				if (namespacesCache !== createDebug.namespaces) {
					namespacesCache = createDebug.namespaces;
					enabledCache = createDebug.enabled(namespace);
				}

				return enabledCache;
			},
			set: v => {
				enableOverride = v;
			}
		});

		// Env-specific initialization logic for debug instances
		if (typeof createDebug.init === 'function') {
			createDebug.init(debug);
		}

		return debug;
	}

	function extend(namespace, delimiter) {
		const newDebug = createDebug(this.namespace + (typeof delimiter === 'undefined' ? ':' : delimiter) + namespace);
		newDebug.log = this.log;
		return newDebug;
	}

	/**
	* Enables a debug mode by namespaces. This can include modes
	* separated by a colon and wildcards.
	*
	* @param {String} namespaces
	* @api public
	*/
	function enable(namespaces) {
		createDebug.save(namespaces);
		createDebug.namespaces = namespaces;

		createDebug.names = [];
		createDebug.skips = [];

		const split = (typeof namespaces === 'string' ? namespaces : '')
			.trim()
			.replace(/\s+/g, ',')
			.split(',')
			.filter(Boolean);

		for (const ns of split) {
			if (ns[0] === '-') {
				createDebug.skips.push(ns.slice(1));
			} else {
				createDebug.names.push(ns);
			}
		}
	}

	/**
	 * Checks if the given string matches a namespace template, honoring
	 * asterisks as wildcards.
	 *
	 * @param {String} search
	 * @param {String} template
	 * @return {Boolean}
	 */
	function matchesTemplate(search, template) {
		let searchIndex = 0;
		let templateIndex = 0;
		let starIndex = -1;
		let matchIndex = 0;

		while (searchIndex < search.length) {
			if (templateIndex < template.length && (template[templateIndex] === search[searchIndex] || template[templateIndex] === '*')) {
				// Match character or proceed with wildcard
				if (template[templateIndex] === '*') {
					starIndex = templateIndex;
					matchIndex = searchIndex;
					templateIndex++; // Skip the '*'
				} else {
					searchIndex++;
					templateIndex++;
				}
			} else if (starIndex !== -1) { // eslint-disable-line no-negated-condition
				// Backtrack to the last '*' and try to match more characters
				templateIndex = starIndex + 1;
				matchIndex++;
				searchIndex = matchIndex;
			} else {
				return false; // No match
			}
		}

		// Handle trailing '*' in template
		while (templateIndex < template.length && template[templateIndex] === '*') {
			templateIndex++;
		}

		return templateIndex === template.length;
	}

	/**
	* Disable debug output.
	*
	* @return {String} namespaces
	* @api public
	*/
	function disable() {
		const namespaces = [
			...createDebug.names,
			...createDebug.skips.map(namespace => '-' + namespace)
		].join(',');
		createDebug.enable('');
		return namespaces;
	}

	/**
	* Returns true if the given mode name is enabled, false otherwise.
	*
	* @param {String} name
	* @return {Boolean}
	* @api public
	*/
	function enabled(name) {
		for (const skip of createDebug.skips) {
			if (matchesTemplate(name, skip)) {
				return false;
			}
		}

		for (const ns of createDebug.names) {
			if (matchesTemplate(name, ns)) {
				return true;
			}
		}

		return false;
	}

	/**
	* Coerce `val`.
	*
	* @param {Mixed} val
	* @return {Mixed}
	* @api private
	*/
	function coerce(val) {
		if (val instanceof Error) {
			return val.stack || val.message;
		}
		return val;
	}

	/**
	* XXX DO NOT USE. This is a temporary stub function.
	* XXX It WILL be removed in the next major release.
	*/
	function destroy() {
		console.warn('Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.');
	}

	createDebug.enable(createDebug.load());

	return createDebug;
}

module.exports = setup;


/***/ }),

/***/ 2830:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

/**
 * Detect Electron renderer / nwjs process, which is node, but we should
 * treat as a browser.
 */

if (typeof process === 'undefined' || process.type === 'renderer' || process.browser === true || process.__nwjs) {
	module.exports = __webpack_require__(6110);
} else {
	module.exports = __webpack_require__(95108);
}


/***/ }),

/***/ 95108:
/***/ ((module, exports, __webpack_require__) => {

/**
 * Module dependencies.
 */

const tty = __webpack_require__(52018);
const util = __webpack_require__(39023);

/**
 * This is the Node.js implementation of `debug()`.
 */

exports.init = init;
exports.log = log;
exports.formatArgs = formatArgs;
exports.save = save;
exports.load = load;
exports.useColors = useColors;
exports.destroy = util.deprecate(
	() => {},
	'Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.'
);

/**
 * Colors.
 */

exports.colors = [6, 2, 3, 4, 5, 1];

try {
	// Optional dependency (as in, doesn't need to be installed, NOT like optionalDependencies in package.json)
	// eslint-disable-next-line import/no-extraneous-dependencies
	const supportsColor = __webpack_require__(21450);

	if (supportsColor && (supportsColor.stderr || supportsColor).level >= 2) {
		exports.colors = [
			20,
			21,
			26,
			27,
			32,
			33,
			38,
			39,
			40,
			41,
			42,
			43,
			44,
			45,
			56,
			57,
			62,
			63,
			68,
			69,
			74,
			75,
			76,
			77,
			78,
			79,
			80,
			81,
			92,
			93,
			98,
			99,
			112,
			113,
			128,
			129,
			134,
			135,
			148,
			149,
			160,
			161,
			162,
			163,
			164,
			165,
			166,
			167,
			168,
			169,
			170,
			171,
			172,
			173,
			178,
			179,
			184,
			185,
			196,
			197,
			198,
			199,
			200,
			201,
			202,
			203,
			204,
			205,
			206,
			207,
			208,
			209,
			214,
			215,
			220,
			221
		];
	}
} catch (error) {
	// Swallow - we only care if `supports-color` is available; it doesn't have to be.
}

/**
 * Build up the default `inspectOpts` object from the environment variables.
 *
 *   $ DEBUG_COLORS=no DEBUG_DEPTH=10 DEBUG_SHOW_HIDDEN=enabled node script.js
 */

exports.inspectOpts = Object.keys(process.env).filter(key => {
	return /^debug_/i.test(key);
}).reduce((obj, key) => {
	// Camel-case
	const prop = key
		.substring(6)
		.toLowerCase()
		.replace(/_([a-z])/g, (_, k) => {
			return k.toUpperCase();
		});

	// Coerce string value into JS value
	let val = process.env[key];
	if (/^(yes|on|true|enabled)$/i.test(val)) {
		val = true;
	} else if (/^(no|off|false|disabled)$/i.test(val)) {
		val = false;
	} else if (val === 'null') {
		val = null;
	} else {
		val = Number(val);
	}

	obj[prop] = val;
	return obj;
}, {});

/**
 * Is stdout a TTY? Colored output is enabled when `true`.
 */

function useColors() {
	return 'colors' in exports.inspectOpts ?
		Boolean(exports.inspectOpts.colors) :
		tty.isatty(process.stderr.fd);
}

/**
 * Adds ANSI color escape codes if enabled.
 *
 * @api public
 */

function formatArgs(args) {
	const {namespace: name, useColors} = this;

	if (useColors) {
		const c = this.color;
		const colorCode = '\u001B[3' + (c < 8 ? c : '8;5;' + c);
		const prefix = `  ${colorCode};1m${name} \u001B[0m`;

		args[0] = prefix + args[0].split('\n').join('\n' + prefix);
		args.push(colorCode + 'm+' + module.exports.humanize(this.diff) + '\u001B[0m');
	} else {
		args[0] = getDate() + name + ' ' + args[0];
	}
}

function getDate() {
	if (exports.inspectOpts.hideDate) {
		return '';
	}
	return new Date().toISOString() + ' ';
}

/**
 * Invokes `util.formatWithOptions()` with the specified arguments and writes to stderr.
 */

function log(...args) {
	return process.stderr.write(util.formatWithOptions(exports.inspectOpts, ...args) + '\n');
}

/**
 * Save `namespaces`.
 *
 * @param {String} namespaces
 * @api private
 */
function save(namespaces) {
	if (namespaces) {
		process.env.DEBUG = namespaces;
	} else {
		// If you set a process.env field to null or undefined, it gets cast to the
		// string 'null' or 'undefined'. Just delete instead.
		delete process.env.DEBUG;
	}
}

/**
 * Load `namespaces`.
 *
 * @return {String} returns the previously persisted debug modes
 * @api private
 */

function load() {
	return process.env.DEBUG;
}

/**
 * Init logic for `debug` instances.
 *
 * Create a new `inspectOpts` object in case `useColors` is set
 * differently for a particular `debug` instance.
 */

function init(debug) {
	debug.inspectOpts = {};

	const keys = Object.keys(exports.inspectOpts);
	for (let i = 0; i < keys.length; i++) {
		debug.inspectOpts[keys[i]] = exports.inspectOpts[keys[i]];
	}
}

module.exports = __webpack_require__(40897)(exports);

const {formatters} = module.exports;

/**
 * Map %o to `util.inspect()`, all on a single line.
 */

formatters.o = function (v) {
	this.inspectOpts.colors = this.useColors;
	return util.inspect(v, this.inspectOpts)
		.split('\n')
		.map(str => str.trim())
		.join(' ');
};

/**
 * Map %O to `util.inspect()`, allowing multiple lines if needed.
 */

formatters.O = function (v) {
	this.inspectOpts.colors = this.useColors;
	return util.inspect(v, this.inspectOpts);
};


/***/ }),

/***/ 83813:
/***/ ((module) => {



module.exports = (flag, argv = process.argv) => {
	const prefix = flag.startsWith('-') ? '' : (flag.length === 1 ? '-' : '--');
	const position = argv.indexOf(prefix + flag);
	const terminatorPosition = argv.indexOf('--');
	return position !== -1 && (terminatorPosition === -1 || position < terminatorPosition);
};


/***/ }),

/***/ 70744:
/***/ ((module) => {

/**
 * Helpers.
 */

var s = 1000;
var m = s * 60;
var h = m * 60;
var d = h * 24;
var w = d * 7;
var y = d * 365.25;

/**
 * Parse or format the given `val`.
 *
 * Options:
 *
 *  - `long` verbose formatting [false]
 *
 * @param {String|Number} val
 * @param {Object} [options]
 * @throws {Error} throw an error if val is not a non-empty string or a number
 * @return {String|Number}
 * @api public
 */

module.exports = function (val, options) {
  options = options || {};
  var type = typeof val;
  if (type === 'string' && val.length > 0) {
    return parse(val);
  } else if (type === 'number' && isFinite(val)) {
    return options.long ? fmtLong(val) : fmtShort(val);
  }
  throw new Error(
    'val is not a non-empty string or a valid number. val=' +
      JSON.stringify(val)
  );
};

/**
 * Parse the given `str` and return milliseconds.
 *
 * @param {String} str
 * @return {Number}
 * @api private
 */

function parse(str) {
  str = String(str);
  if (str.length > 100) {
    return;
  }
  var match = /^(-?(?:\d+)?\.?\d+) *(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)?$/i.exec(
    str
  );
  if (!match) {
    return;
  }
  var n = parseFloat(match[1]);
  var type = (match[2] || 'ms').toLowerCase();
  switch (type) {
    case 'years':
    case 'year':
    case 'yrs':
    case 'yr':
    case 'y':
      return n * y;
    case 'weeks':
    case 'week':
    case 'w':
      return n * w;
    case 'days':
    case 'day':
    case 'd':
      return n * d;
    case 'hours':
    case 'hour':
    case 'hrs':
    case 'hr':
    case 'h':
      return n * h;
    case 'minutes':
    case 'minute':
    case 'mins':
    case 'min':
    case 'm':
      return n * m;
    case 'seconds':
    case 'second':
    case 'secs':
    case 'sec':
    case 's':
      return n * s;
    case 'milliseconds':
    case 'millisecond':
    case 'msecs':
    case 'msec':
    case 'ms':
      return n;
    default:
      return undefined;
  }
}

/**
 * Short format for `ms`.
 *
 * @param {Number} ms
 * @return {String}
 * @api private
 */

function fmtShort(ms) {
  var msAbs = Math.abs(ms);
  if (msAbs >= d) {
    return Math.round(ms / d) + 'd';
  }
  if (msAbs >= h) {
    return Math.round(ms / h) + 'h';
  }
  if (msAbs >= m) {
    return Math.round(ms / m) + 'm';
  }
  if (msAbs >= s) {
    return Math.round(ms / s) + 's';
  }
  return ms + 'ms';
}

/**
 * Long format for `ms`.
 *
 * @param {Number} ms
 * @return {String}
 * @api private
 */

function fmtLong(ms) {
  var msAbs = Math.abs(ms);
  if (msAbs >= d) {
    return plural(ms, msAbs, d, 'day');
  }
  if (msAbs >= h) {
    return plural(ms, msAbs, h, 'hour');
  }
  if (msAbs >= m) {
    return plural(ms, msAbs, m, 'minute');
  }
  if (msAbs >= s) {
    return plural(ms, msAbs, s, 'second');
  }
  return ms + ' ms';
}

/**
 * Pluralization helper.
 */

function plural(ms, msAbs, n, name) {
  var isPlural = msAbs >= n * 1.5;
  return Math.round(ms / n) + ' ' + name + (isPlural ? 's' : '');
}


/***/ }),

/***/ 21450:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {


const os = __webpack_require__(70857);
const tty = __webpack_require__(52018);
const hasFlag = __webpack_require__(83813);

const {env} = process;

let forceColor;
if (hasFlag('no-color') ||
	hasFlag('no-colors') ||
	hasFlag('color=false') ||
	hasFlag('color=never')) {
	forceColor = 0;
} else if (hasFlag('color') ||
	hasFlag('colors') ||
	hasFlag('color=true') ||
	hasFlag('color=always')) {
	forceColor = 1;
}

if ('FORCE_COLOR' in env) {
	if (env.FORCE_COLOR === 'true') {
		forceColor = 1;
	} else if (env.FORCE_COLOR === 'false') {
		forceColor = 0;
	} else {
		forceColor = env.FORCE_COLOR.length === 0 ? 1 : Math.min(parseInt(env.FORCE_COLOR, 10), 3);
	}
}

function translateLevel(level) {
	if (level === 0) {
		return false;
	}

	return {
		level,
		hasBasic: true,
		has256: level >= 2,
		has16m: level >= 3
	};
}

function supportsColor(haveStream, streamIsTTY) {
	if (forceColor === 0) {
		return 0;
	}

	if (hasFlag('color=16m') ||
		hasFlag('color=full') ||
		hasFlag('color=truecolor')) {
		return 3;
	}

	if (hasFlag('color=256')) {
		return 2;
	}

	if (haveStream && !streamIsTTY && forceColor === undefined) {
		return 0;
	}

	const min = forceColor || 0;

	if (env.TERM === 'dumb') {
		return min;
	}

	if (process.platform === 'win32') {
		// Windows 10 build 10586 is the first Windows release that supports 256 colors.
		// Windows 10 build 14931 is the first release that supports 16m/TrueColor.
		const osRelease = os.release().split('.');
		if (
			Number(osRelease[0]) >= 10 &&
			Number(osRelease[2]) >= 10586
		) {
			return Number(osRelease[2]) >= 14931 ? 3 : 2;
		}

		return 1;
	}

	if ('CI' in env) {
		if (['TRAVIS', 'CIRCLECI', 'APPVEYOR', 'GITLAB_CI', 'GITHUB_ACTIONS', 'BUILDKITE'].some(sign => sign in env) || env.CI_NAME === 'codeship') {
			return 1;
		}

		return min;
	}

	if ('TEAMCITY_VERSION' in env) {
		return /^(9\.(0*[1-9]\d*)\.|\d{2,}\.)/.test(env.TEAMCITY_VERSION) ? 1 : 0;
	}

	if (env.COLORTERM === 'truecolor') {
		return 3;
	}

	if ('TERM_PROGRAM' in env) {
		const version = parseInt((env.TERM_PROGRAM_VERSION || '').split('.')[0], 10);

		switch (env.TERM_PROGRAM) {
			case 'iTerm.app':
				return version >= 3 ? 3 : 2;
			case 'Apple_Terminal':
				return 2;
			// No default
		}
	}

	if (/-256(color)?$/i.test(env.TERM)) {
		return 2;
	}

	if (/^screen|^xterm|^vt100|^vt220|^rxvt|color|ansi|cygwin|linux/i.test(env.TERM)) {
		return 1;
	}

	if ('COLORTERM' in env) {
		return 1;
	}

	return min;
}

function getSupportLevel(stream) {
	const level = supportsColor(stream, stream && stream.isTTY);
	return translateLevel(level);
}

module.exports = {
	supportsColor: getSupportLevel,
	stdout: translateLevel(supportsColor(true, tty.isatty(1))),
	stderr: translateLevel(supportsColor(true, tty.isatty(2)))
};


/***/ }),

/***/ 74724:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lp: () => (/* binding */ wo)
});

// UNUSED EXPORTS: CheckRepoActions, CleanOptions, DiffNameStatus, GitConfigScope, GitConstructError, GitError, GitPluginError, GitResponseError, ResetMode, TaskConfigurationError, grepQueryBuilder, pathspec

;// CONCATENATED MODULE: ./node_modules/@simple-git/args-pathspec/dist/index.mjs
const t = /* @__PURE__ */ new WeakMap();
function dist_c(...n) {
  const e = new String(n);
  return t.set(e, n), e;
}
function dist_r(n) {
  return n instanceof String && t.has(n);
}
function dist_o(n) {
  return t.get(n) ?? [];
}

//# sourceMappingURL=index.mjs.map

// EXTERNAL MODULE: ./node_modules/@kwsites/file-exists/dist/index.js
var dist = __webpack_require__(47117);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./node_modules/debug/src/index.js
var src = __webpack_require__(2830);
// EXTERNAL MODULE: ./node_modules/@kwsites/promise-deferred/dist/index.js
var promise_deferred_dist = __webpack_require__(19997);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./node_modules/@simple-git/argv-parser/dist/index.mjs

function* x(e, n) {
  const t = n === "global";
  for (const o of e)
    o.isGlobal === t && (yield o);
}
const P = /* @__PURE__ */ new Set([
  "--add",
  "--edit",
  "--remove-section",
  "--rename-section",
  "--replace-all",
  "--unset",
  "--unset-all",
  "-e"
]), S = /* @__PURE__ */ new Set([
  "--get",
  "--get-all",
  "--get-color",
  "--get-colorbool",
  "--get-regexp",
  "--get-urlmatch",
  "--list",
  "-l"
]), E = /* @__PURE__ */ new Set([
  "edit",
  "remove-section",
  "rename-section",
  "set",
  "unset"
]), F = /* @__PURE__ */ new Set(["get", "get-color", "get-colorbool", "list"]);
function A(e, n) {
  for (const { name: o } of x(e, "task")) {
    if (P.has(o))
      return w(!0, n);
    if (S.has(o))
      return w(!1, n);
  }
  const t = n.at(0)?.toLowerCase();
  return t === void 0 ? null : E.has(t) ? w(!0, n.slice(1)) : F.has(t) ? w(!1, n.slice(1)) : n.length === 1 ? w(!1, n) : w(!0, n);
}
function w(e = !1, n = []) {
  const t = n.at(0)?.toLowerCase();
  return t === void 0 ? null : {
    isWrite: e,
    isRead: !e,
    key: t,
    value: n.at(1)
  };
}
function O(e, n) {
  return n.isWrite && n.value !== void 0 ? { key: n.key, value: n.value, scope: e } : { key: n.key, scope: e };
}
function G(e) {
  const n = e?.indexOf("=") || -1;
  return !e || n < 0 ? null : {
    key: e.slice(0, n).trim().toLowerCase(),
    value: e.slice(n + 1)
  };
}
function M(e) {
  for (const { name: n } of x(e, "task"))
    switch (n) {
      case "--global":
        return "global";
      case "--system":
        return "system";
      case "--worktree":
        return "worktree";
      case "--local":
        return "local";
      case "--file":
      case "-f":
        return "file";
    }
  return "local";
}
function N({ name: e }) {
  if (e === "-c" || e === "--config")
    return "inline";
  if (e === "--config-env")
    return "env";
}
function* $(e) {
  for (const n of e) {
    const t = N(n), o = t && G(n.value);
    o && (yield {
      ...o,
      scope: t
    });
  }
}
function D(e, n, t) {
  const o = {
    read: [],
    write: [...$(n)]
  };
  return e === "config" && L(
    o,
    M(n),
    A(n, t)
  ), o;
}
function L(e, n, t) {
  if (t === null)
    return;
  const o = O(n, t);
  t.isWrite ? e.write.push(o) : e.read.push(o);
}
const C = {
  short: /* @__PURE__ */ new Map([
    ["c", !0]
    //  -c <k=v>    set config key for this invocation
  ])
}, I = {
  short: new Map([
    ["C", !0],
    //  -C <path>   change working directory
    ["P", !1],
    // -P          no pager (alias for --no-pager)
    ["h", !1],
    // -h          help
    ["p", !1],
    // -p          paginate
    ["v", !1],
    // -v          version
    ...C.short.entries()
  ]),
  long: /* @__PURE__ */ new Set([
    "attr-source",
    "config-env",
    "exec-path",
    "git-dir",
    "list-cmds",
    "namespace",
    "super-prefix",
    "work-tree"
  ])
}, R = {
  clone: {
    short: /* @__PURE__ */ new Map([
      ["b", !0],
      // -b <branch>
      ["j", !0],
      // -j <n>          parallel jobs
      ["l", !1],
      // -l local
      ["n", !1],
      // -n no-checkout
      ["o", !0],
      // -o <name>       remote name
      ["q", !1],
      // -q quiet
      ["s", !1],
      // -s shared
      ["u", !0]
      // -u <upload-pack>
    ]),
    long: /* @__PURE__ */ new Set(["branch", "config", "jobs", "origin", "upload-pack", "u", "template"])
  },
  commit: {
    short: /* @__PURE__ */ new Map([
      ["C", !0],
      // -C <commit>  reuse message
      ["F", !0],
      // -F <file>    read message from file
      ["c", !0],
      // -c <commit>  reedit message
      ["m", !0],
      // -m <msg>
      ["t", !0]
      // -t <template>
    ]),
    long: /* @__PURE__ */ new Set(["file", "message", "reedit-message", "reuse-message", "template"])
  },
  config: {
    short: /* @__PURE__ */ new Map([
      ["e", !1],
      // -e  open editor
      ["f", !0],
      //  -f <file>
      ["l", !1]
      // -l  list
    ]),
    long: /* @__PURE__ */ new Set(["blob", "comment", "default", "file", "type", "value"])
  },
  fetch: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["upload-pack"])
  },
  init: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["template"])
  },
  pull: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["upload-pack"])
  },
  push: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["exec", "receive-pack"])
  },
  rebase: {
    short: /* @__PURE__ */ new Map([
      ["X", !0],
      // -X <option>   strategy option
      ["f", !1],
      // -f force-rebase
      ["i", !1],
      // -i interactive
      ["k", !1],
      // -k keep-base
      ["m", !1],
      // -m merge
      ["n", !1],
      // -n no-stat
      ["q", !1],
      // -q quiet
      ["r", !1],
      // -r rebase-merges
      ["s", !0],
      // -s <strategy>
      ["v", !1],
      // -v verbose
      ["x", !0]
      // -x <cmd>      exec
    ]),
    long: /* @__PURE__ */ new Set(["exec", "onto", "strategy", "strategy-option"])
  }
}, T = { short: /* @__PURE__ */ new Map(), long: /* @__PURE__ */ new Set() };
function B(e) {
  const n = R[e ?? ""] ?? T;
  return {
    short: new Map([...C.short.entries(), ...n.short.entries()]),
    long: n.long
  };
}
function b(e, n = I) {
  if (e.startsWith("--")) {
    const t = e.indexOf("=");
    if (t > 2)
      return [{ name: e.slice(0, t), value: e.slice(t + 1), needsNext: !1 }];
    const o = e.slice(2);
    return [{ name: e, needsNext: n.long.has(o) }];
  }
  if (e.length === 2) {
    const t = e.charAt(1), o = n.short.get(t);
    return [{ name: e, needsNext: o === !0 }];
  }
  return j(e, n.short);
}
function j(e, n) {
  const t = e.slice(1).split(""), o = [];
  for (let a = 0; a < t.length; a++) {
    const s = t[a], r = n.get(s);
    if (r === void 0)
      return [{ name: e, needsNext: !1 }];
    if (r) {
      const i = t.slice(a + 1).join("");
      if (i && ![...i].every((m) => n.has(m)))
        return o.push({ name: `-${s}`, value: i, needsNext: !1 }), o;
    }
    o.push({ name: `-${s}`, needsNext: r });
  }
  return o;
}
function W(e, n = []) {
  let t = 0;
  for (; t < e.length; ) {
    const o = String(e[t]);
    if (!o.startsWith("-") || o.length < 2) break;
    const a = b(o);
    let s = t + 1;
    for (const r of a) {
      const i = {
        name: r.name,
        value: r.value,
        absorbedNext: !1,
        isGlobal: !0
      };
      r.needsNext && i.value === void 0 && s < e.length && (i.value = String(e[s]), i.absorbedNext = !0, s++), n.push(i);
    }
    t = s;
  }
  return { flags: n, taskIndex: t };
}
function V(e, n, t = []) {
  const o = B(n), a = [], s = [];
  let r = 0;
  for (; r < e.length; ) {
    const i = e[r];
    if (dist_r(i)) {
      s.push(...dist_o(i)), r++;
      continue;
    }
    const p = String(i);
    if (p === "--") {
      for (let d = r + 1; d < e.length; d++) {
        const g = e[d];
        dist_r(g) ? s.push(...dist_o(g)) : s.push(String(g));
      }
      break;
    }
    if (!p.startsWith("-") || p.length < 2) {
      a.push(p), r++;
      continue;
    }
    const m = b(p, o);
    let u = r + 1;
    for (const d of m) {
      const g = {
        name: d.name,
        value: d.value,
        absorbedNext: !1,
        isGlobal: !1
      };
      d.needsNext && g.value === void 0 && u < e.length && !dist_r(e[u]) && (g.value = String(e[u]), g.absorbedNext = !0, u++), t.push(g);
    }
    r = u;
  }
  return { flags: t, positionals: a, pathspecs: s };
}
function* q({
  write: e
}) {
  for (const n of e)
    for (const t of K) {
      const o = t(n.key);
      o && (yield o);
    }
}
function f(e, n, t = String(e)) {
  const o = typeof e == "string" ? new RegExp(`\\s*${e.toLowerCase()}`) : e;
  return function(s) {
    if (o.test(s))
      return {
        category: n,
        message: `Configuring ${t} is not permitted without enabling ${n}`
      };
  };
}
function l(e, n) {
  const t = new RegExp(`\\s*${e.toLowerCase().replace(/\./g, "(..+)?.")}`);
  return f(t, n, e);
}
const K = [
  f("alias", "allowUnsafeAlias"),
  f("core.askPass", "allowUnsafeAskPass"),
  f("core.editor", "allowUnsafeEditor"),
  f("core.fsmonitor", "allowUnsafeFsMonitor"),
  f("core.gitProxy", "allowUnsafeGitProxy"),
  f("core.hooksPath", "allowUnsafeHooksPath"),
  f("core.pager", "allowUnsafePager"),
  f("core.sshCommand", "allowUnsafeSshCommand"),
  l("credential.helper", "allowUnsafeCredentialHelper"),
  l("diff.command", "allowUnsafeDiffExternal"),
  f("diff.external", "allowUnsafeDiffExternal"),
  l("difftool.cmd", "allowUnsafeDiffExternal"),
  l("diff.textconv", "allowUnsafeDiffTextConv"),
  l("filter.clean", "allowUnsafeFilter"),
  l("filter.process", "allowUnsafeFilter"),
  l("filter.smudge", "allowUnsafeFilter"),
  l("gpg.program", "allowUnsafeGpgProgram"),
  f("include.path", "allowUnsafeInclude"),
  l("includeIf", "allowUnsafeInclude"),
  f("init.templateDir", "allowUnsafeTemplateDir"),
  l("pager.", "allowUnsafePager"),
  l("merge.driver", "allowUnsafeMergeDriver"),
  l("mergetool.path", "allowUnsafeMergeDriver"),
  l("mergetool.cmd", "allowUnsafeMergeDriver"),
  l("protocol.allow", "allowUnsafeProtocolOverride"),
  l("remote.receivepack", "allowUnsafePack"),
  l("remote.uploadpack", "allowUnsafePack"),
  f("uploadpack.packObjectsHook", "allowUnsafePack"),
  f("sequence.editor", "allowUnsafeEditor"),
  l("submodule.update", "allowUnsafeSubmodule"),
  l("tar.command", "allowUnsafeCommandBinaries"),
  l("trailer.cmd", "allowUnsafeCommandBinaries"),
  l("trailer.command", "allowUnsafeCommandBinaries"),
  l("url.insteadOf", "allowUnsafeUrlRewrite")
];
function* H(e, n) {
  for (const t of n)
    for (const o of X) {
      const a = o(e, t);
      a && (yield a);
    }
}
function c(e, n, t, { name: o = String(n), globalOnly: a = !1, withValue: s = !1 } = {}) {
  const r = typeof n == "string" ? new RegExp(`\\s*${n.toLowerCase()}`) : n, i = `Use of ${e ? `${e} with option ` : ""}${o} is not permitted without enabling ${t}`;
  return function(m, u) {
    if (!(e && m !== e) && !(a && !u.isGlobal) && !(s && u.value === void 0) && r.test(u.name))
      return {
        category: t,
        message: i
      };
  };
}
const h = { globalOnly: !0, withValue: !0 }, X = [
  c(null, /--(upload|receive)-pack/, "allowUnsafePack", {
    name: "--upload-pack or --receive-pack"
  }),
  c("clone", /^-\w*u/, "allowUnsafePack"),
  c("clone", "--u", "allowUnsafePack"),
  c("push", /^--exec$/, "allowUnsafePack", { name: "--exec" }),
  // `git` accepts unambiguous abbreviations of long options, so `--ex` and `--exe` are `--exec`
  c("rebase", /^(-x|--ex(ec?)?)$/, "allowUnsafeExec", { name: "-x or --exec" }),
  c(null, "--template", "allowUnsafeTemplateDir"),
  c(null, "--exec-path", "allowUnsafeExec", h),
  // `git` reads the configuration of whichever repository these name, so the
  // directory alone is enough to deliver config the argv guards never see
  c(null, "--git-dir", "allowUnsafeConfigPaths", h),
  c(null, "--work-tree", "allowUnsafeConfigPaths", h),
  c(null, /^-C$/, "allowUnsafeConfigPaths", { ...h, name: "-C" })
];
function k(e, n, t) {
  return [...H(e, n), ...q(t)];
}
function Y(...e) {
  const { flags: n, taskIndex: t } = W(e), o = t < e.length ? String(e[t]).toLowerCase() : null, a = o !== null ? e.slice(t + 1) : [], { positionals: s, pathspecs: r } = V(a, o, n), i = D(o, n, s);
  return {
    task: o,
    flags: n.map(J),
    paths: r,
    config: i,
    vulnerabilities: z(k(o, n, i))
  };
}
function z(e) {
  return Object.defineProperty(e, "vulnerabilities", {
    value: e
  });
}
function J({ value: e, name: n }) {
  return e !== void 0 ? { name: n, value: e } : { name: n };
}
const y = {
  editor: "allowUnsafeEditor",
  git_askpass: "allowUnsafeAskPass",
  git_config_global: "allowUnsafeConfigPaths",
  git_config_system: "allowUnsafeConfigPaths",
  git_config_count: "allowUnsafeConfigEnvCount",
  git_config_parameters: "allowUnsafeConfigEnvCount",
  git_config: "allowUnsafeConfigPaths",
  git_editor: "allowUnsafeEditor",
  git_exec_path: "allowUnsafeExec",
  git_external_diff: "allowUnsafeDiffExternal",
  git_pager: "allowUnsafePager",
  git_proxy_command: "allowUnsafeGitProxy",
  git_template_dir: "allowUnsafeTemplateDir",
  git_sequence_editor: "allowUnsafeEditor",
  git_ssh: "allowUnsafeSshCommand",
  git_ssh_command: "allowUnsafeSshCommand",
  pager: "allowUnsafePager",
  prefix: "allowUnsafeConfigPaths",
  ssh_askpass: "allowUnsafeAskPass",
  visual: "allowUnsafeEditor"
};
function* Q(e) {
  const n = parseInt(e.git_config_count ?? "0", 10);
  for (let t = 0; t < n; t++) {
    const o = e[`git_config_key_${t}`], a = e[`git_config_value_${t}`];
    o !== void 0 && (yield { key: o.toLowerCase().trim(), value: a, scope: "env" });
  }
}
function* Z(e) {
  for (const n of Object.keys(e))
    if (_(n)) {
      const t = y[n];
      yield {
        category: t,
        message: `Use of "${n.toUpperCase()}" is not permitted without enabling ${t}`
      };
    }
}
function _(e) {
  return Object.hasOwn(y, e);
}
function ee(e) {
  const n = {};
  for (const [t, o] of Object.entries(e)) {
    const a = t.toLowerCase().trim();
    (_(a) || a.startsWith("git")) && (n[a] = String(o));
  }
  return n;
}
function ne(e) {
  const n = ee(e), t = {
    read: [],
    write: [...Q(n)]
  }, o = [
    ...Z(n),
    ...k(null, [], t)
  ];
  return {
    config: t,
    vulnerabilities: o
  };
}
function oe(e, n) {
  return [...Y(...e).vulnerabilities, ...ne(n).vulnerabilities];
}

//# sourceMappingURL=index.mjs.map

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
;// CONCATENATED MODULE: ./node_modules/simple-git/dist/index.mjs









class dist_O extends Error {
  constructor(e, n) {
    super(n), this.task = e, Object.setPrototypeOf(this, new.target.prototype);
  }
}
class Ae extends dist_O {
  constructor(e, n) {
    super(void 0, n), this.config = e;
  }
}
class dist_A extends dist_O {
  constructor(e, n, r) {
    super(e, r), this.task = e, this.plugin = n, Object.setPrototypeOf(this, new.target.prototype);
  }
}
class at extends dist_O {
  constructor(e, n) {
    super(void 0, n || String(e)), this.git = e;
  }
}
class xe extends dist_O {
  constructor(e) {
    super(void 0, e);
  }
}
const dist_I = "\0", dist_W = () => {
};
function Ne(t) {
  return typeof t != "function" ? dist_W : t;
}
function $e(t) {
  return typeof t == "function" && t !== dist_W;
}
function Pe(t, e) {
  const n = t.indexOf(e);
  return n <= 0 ? [t, ""] : [t.substr(0, n), t.substr(n + 1)];
}
function Me(t, e = 0) {
  return Dt(t) && t.length > e ? t[e] : void 0;
}
function dist_N(t, e = 0) {
  if (Dt(t) && t.length > e)
    return t[t.length - 1 - e];
}
function Dt(t) {
  return Bt(t);
}
function dist_H(t = "", e = !0, n = `
`) {
  return t.split(n).reduce((r, s) => {
    const o = e ? s.trim() : s;
    return o && r.push(o), r;
  }, []);
}
function ut(t, e) {
  return dist_H(t, !0).map((n) => e(n));
}
function Lt(t) {
  return (0,dist.exists)(t, dist.FOLDER);
}
function dist_S(t, e) {
  return Array.isArray(t) ? t.includes(e) || t.push(e) : t.add(e), e;
}
function De(t, e) {
  return Array.isArray(t) && !t.includes(e) && t.push(e), t;
}
function ct(t, e) {
  if (Array.isArray(t)) {
    const n = t.indexOf(e);
    n >= 0 && t.splice(n, 1);
  } else
    t.delete(e);
  return e;
}
const ft = Object.prototype.toString.call.bind(Object.prototype.toString);
function v(t) {
  return Array.isArray(t) ? t : [t];
}
function jt(t) {
  return t.replace(/[\s-]+(.)/g, (e, n) => n.toUpperCase());
}
function dist_L(t) {
  return v(t).map((e) => e instanceof String ? e : String(e));
}
function p(t, e = 0) {
  if (t == null)
    return e;
  const n = parseInt(t, 10);
  return Number.isNaN(n) ? e : n;
}
function U(t, e) {
  const n = [];
  for (let r = 0, s = t.length; r < s; r++)
    n.push(e, t[r]);
  return n;
}
function dist_F(t) {
  return (Array.isArray(t) ? Buffer.concat(t) : t).toString("utf-8");
}
function Le(t) {
  return t ? Buffer.isBuffer(t) ? t.length : Buffer.byteLength(t) : 0;
}
function je(t, e) {
  const n = {};
  return e.forEach((r) => {
    t[r] !== void 0 && (n[r] = t[r]);
  }), n;
}
function wt(t = 0) {
  return new Promise((e) => setTimeout(e, t));
}
function bt(t) {
  if (t !== !1)
    return t;
}
function d(t, e, n) {
  return e(t) ? t : arguments.length > 2 ? n : void 0;
}
const dist_K = (t) => Array.isArray(t);
function st(t, e) {
  const n = dist_r(t) ? "string" : typeof t;
  return /number|string|boolean/.test(n) && (!e || !e.includes(n));
}
const m = (t) => typeof t == "string" || dist_r(t), Be = (t) => m(t) || Buffer.isBuffer(t), dist_G = (t) => m(t) || Array.isArray(t) && t.every(m);
function lt(t) {
  return !!t && ft(t) === "[object Object]";
}
function Ie(t) {
  return typeof t == "function";
}
const Bt = (t) => t == null || "number|boolean|function".includes(typeof t) ? !1 : typeof t.length == "number";
var dist_V = /* @__PURE__ */ ((t) => (t[t.SUCCESS = 0] = "SUCCESS", t[t.ERROR = 1] = "ERROR", t[t.NOT_FOUND = -2] = "NOT_FOUND", t[t.UNCLEAN = 128] = "UNCLEAN", t))(dist_V || {});
class dist_z {
  constructor(e, n) {
    this.stdOut = e, this.stdErr = n;
  }
  asStrings() {
    return new dist_z(this.stdOut.toString("utf8"), this.stdErr.toString("utf8"));
  }
}
function Ue() {
  throw new Error("LineParser:useMatches not implemented");
}
class dist_l {
  constructor(e, n) {
    this.matches = [], this.useMatches = Ue, this.parse = (r, s) => (this.resetMatches(), this._regExp.every((o, i) => this.addMatch(o, i, r(i))) ? this.useMatches(s, this.prepareMatches()) !== !1 : !1), this._regExp = Array.isArray(e) ? e : [e], n && (this.useMatches = n);
  }
  resetMatches() {
    this.matches.length = 0;
  }
  prepareMatches() {
    return this.matches;
  }
  addMatch(e, n, r) {
    const s = r && e.exec(r);
    return s && this.pushMatch(n, s), !!s;
  }
  pushMatch(e, n) {
    this.matches.push(...n.slice(1));
  }
}
class dist_x extends dist_l {
  addMatch(e, n, r) {
    return /^remote:\s/.test(String(r)) && super.addMatch(e, n, r);
  }
  pushMatch(e, n) {
    (e > 0 || n.length > 1) && super.pushMatch(e, n);
  }
}
const Fe = {
  binary: "git",
  maxConcurrentProcesses: 5,
  config: [],
  trimmed: !1
};
function Ge(...t) {
  const e = process.cwd(), n = Object.assign(
    { baseDir: e, ...Fe },
    ...t.filter((r) => typeof r == "object" && r)
  );
  return n.baseDir = n.baseDir || e, n.trimmed = n.trimmed === !0, n;
}
function It(t, e = []) {
  return lt(t) ? Object.keys(t).reduce((n, r) => {
    const s = t[r];
    if (dist_r(s))
      n.push(s);
    else if (st(s, ["boolean"]))
      n.push(r + "=" + s);
    else if (Array.isArray(s))
      for (const o of s)
        st(o, ["string", "number"]) || n.push(r + "=" + o);
    else
      n.push(r);
    return n;
  }, e) : e;
}
function dist_h(t, e = 0, n = !1) {
  const r = [];
  for (let s = 0, o = e < 0 ? t.length : e; s < o; s++)
    "string|number".includes(typeof t[s]) && r.push(String(t[s]));
  return It(ht(t), r), n || r.push(...ze(t)), r;
}
function ze(t) {
  const e = typeof dist_N(t) == "function";
  return dist_L(d(dist_N(t, e ? 1 : 0), dist_K, []));
}
function ht(t) {
  const e = Ie(dist_N(t));
  return d(dist_N(t, e ? 1 : 0), lt);
}
function u(t, e = !0) {
  const n = Ne(dist_N(t));
  return e || $e(n) ? n : void 0;
}
function Tt(t, e) {
  return t(e.stdOut, e.stdErr);
}
function dist_E(t, e, n, r = !0) {
  return v(n).forEach((s) => {
    for (let o = dist_H(s, r), i = 0, a = o.length; i < a; i++) {
      const c = (y = 0) => {
        if (!(i + y >= a))
          return o[i + y];
      };
      e.some(({ parse: y }) => y(c, t));
    }
  }), t;
}
var qe = /* @__PURE__ */ ((t) => (t.BARE = "bare", t.IN_TREE = "tree", t.IS_REPO_ROOT = "root", t))(qe || {});
const mt = ({ exitCode: t }, e, n, r) => {
  if (t === dist_V.UNCLEAN && Ve(e))
    return n(Buffer.from("false"));
  r(e);
}, Ut = (t) => t.trim() === "true";
function We(t) {
  switch (t) {
    case "bare":
      return Ke();
    case "root":
      return He();
  }
  return {
    commands: ["rev-parse", "--is-inside-work-tree"],
    format: "utf-8",
    onError: mt,
    parser: Ut
  };
}
function He() {
  return {
    commands: ["rev-parse", "--git-dir"],
    format: "utf-8",
    onError: mt,
    parser(e) {
      return /^\.(git)?$/.test(e.trim());
    }
  };
}
function Ke() {
  return {
    commands: ["rev-parse", "--is-bare-repository"],
    format: "utf-8",
    onError: mt,
    parser: Ut
  };
}
function Ve(t) {
  return /(Not a git repository|Kein Git-Repository)/i.test(String(t));
}
class Xe {
  constructor(e) {
    this.paths = [], this.files = [], this.folders = [], this.dryRun = e;
  }
}
const Ye = /^[a-z]+\s*/i, Qe = /^[a-z]+\s+[a-z]+\s*/i, Je = /\/$/;
function Ze(t, e) {
  const n = new Xe(t), r = t ? Qe : Ye;
  return dist_H(e).forEach((s) => {
    const o = s.replace(r, "");
    n.paths.push(o), (Je.test(o) ? n.folders : n.files).push(o);
  }), n;
}
const Ft = [];
function tn(t) {
  return {
    commands: Ft,
    format: "empty",
    parser: t
  };
}
function dist_b(t) {
  return {
    commands: Ft,
    format: "empty",
    parser() {
      throw typeof t == "string" ? new xe(t) : t;
    }
  };
}
function g(t, e = !1) {
  return {
    commands: t,
    format: "utf-8",
    parser(n) {
      return e ? String(n).trim() : n;
    }
  };
}
function Gt(t) {
  return {
    commands: t,
    format: "buffer",
    parser(e) {
      return e;
    }
  };
}
function en(t) {
  return t.format === "buffer";
}
function kt(t) {
  return t.format === "empty" || !t.commands.length;
}
const nn = "Git clean interactive mode is not supported", rn = 'Git clean mode parameter ("n" or "f") is required', sn = "Git clean unknown option found in: ";
var zt = /* @__PURE__ */ ((t) => (t.DRY_RUN = "n", t.FORCE = "f", t.IGNORED_INCLUDED = "x", t.IGNORED_ONLY = "X", t.EXCLUDING = "e", t.QUIET = "q", t.RECURSIVE = "d", t))(zt || {});
const qt = /* @__PURE__ */ new Set([
  "i",
  ...dist_L(Object.values(zt))
]);
function on(t, e) {
  const { cleanMode: n, options: r, valid: s } = cn(t);
  return n ? s.options ? (r.push(...e), r.some(hn) ? dist_b(nn) : an(n, r)) : dist_b(sn + JSON.stringify(t)) : dist_b(rn);
}
function an(t, e) {
  return {
    commands: ["clean", `-${t}`, ...e],
    format: "utf-8",
    parser(r) {
      return Ze(t === "n", r);
    }
  };
}
function un(t) {
  return Array.isArray(t) && t.every((e) => qt.has(e));
}
function cn(t) {
  let e, n = [], r = { cleanMode: !1, options: !0 };
  return t.replace(/[^a-z]i/g, "").split("").forEach((s) => {
    fn(s) ? (e = s, r.cleanMode = !0) : r.options = r.options && ln(n[n.length] = `-${s}`);
  }), {
    cleanMode: e,
    options: n,
    valid: r
  };
}
function fn(t) {
  return t === "f" || t === "n";
}
function ln(t) {
  return /^-[a-z]$/i.test(t) && qt.has(t.charAt(1));
}
function hn(t) {
  return /^-[^\-]/.test(t) ? t.indexOf("i") > 0 : t === "--interactive";
}
class mn {
  constructor() {
    this.files = [], this.values = /* @__PURE__ */ Object.create(null);
  }
  get all() {
    return this._all || (this._all = this.files.reduce((e, n) => Object.assign(e, this.values[n]), {})), this._all;
  }
  addFile(e) {
    if (!(e in this.values)) {
      const n = dist_N(this.files);
      this.values[e] = n ? Object.create(this.values[n]) : {}, this.files.push(e);
    }
    return this.values[e];
  }
  addValue(e, n, r) {
    const s = this.addFile(e);
    Object.hasOwn(s, n) ? Array.isArray(s[n]) ? s[n].push(r) : s[n] = [s[n], r] : s[n] = r, this._all = void 0;
  }
}
function pn(t) {
  const e = new mn();
  for (const n of Wt(t))
    e.addValue(n.file, String(n.key), n.value);
  return e;
}
function dn(t, e) {
  let n = null;
  const r = [], s = /* @__PURE__ */ new Map();
  for (const o of Wt(t, e))
    o.key === e && (r.push(n = o.value), s.has(o.file) || s.set(o.file, []), s.get(o.file).push(n));
  return {
    key: e,
    paths: Array.from(s.keys()),
    scopes: s,
    value: n,
    values: r
  };
}
function gn(t) {
  return t.replace(/^(file):/, "");
}
function* Wt(t, e = null) {
  const n = t.split("\0");
  for (let r = 0, s = n.length - 1; r < s; ) {
    const o = gn(n[r++]);
    let i = n[r++], a = e;
    if (i.includes(`
`)) {
      const c = Pe(i, `
`);
      a = c[0], i = c[1];
    }
    yield { file: o, key: a, value: i };
  }
}
var Ht = /* @__PURE__ */ ((t) => (t.system = "system", t.global = "global", t.local = "local", t.worktree = "worktree", t))(Ht || {});
function dist_Y(t, e) {
  return typeof t == "string" && Object.hasOwn(Ht, t) ? t : e;
}
function yn(t, e, n, r) {
  const s = ["config", `--${r}`];
  return n && s.push("--add"), s.push(t, e), {
    commands: s,
    format: "utf-8",
    parser(o) {
      return o;
    }
  };
}
function wn(t, e) {
  const n = ["config", "--null", "--show-origin", "--get-all", t];
  return e && n.splice(1, 0, `--${e}`), {
    commands: n,
    format: "utf-8",
    parser(r) {
      return dn(r, t);
    }
  };
}
function bn(t) {
  const e = ["config", "--list", "--show-origin", "--null"];
  return t && e.push(`--${t}`), {
    commands: e,
    format: "utf-8",
    parser(n) {
      return pn(n);
    }
  };
}
function Tn() {
  return {
    addConfig(t, e, ...n) {
      return this._runTask(
        yn(
          t,
          e,
          n[0] === !0,
          dist_Y(
            n[1],
            "local"
            /* local */
          )
        ),
        u(arguments)
      );
    },
    getConfig(t, e) {
      return this._runTask(
        wn(t, dist_Y(e, void 0)),
        u(arguments)
      );
    },
    listConfig(...t) {
      return this._runTask(
        bn(dist_Y(t[0], void 0)),
        u(arguments)
      );
    }
  };
}
var Kt = /* @__PURE__ */ ((t) => (t.ADDED = "A", t.COPIED = "C", t.DELETED = "D", t.MODIFIED = "M", t.RENAMED = "R", t.CHANGED = "T", t.UNMERGED = "U", t.UNKNOWN = "X", t.BROKEN = "B", t))(Kt || {});
const kn = new Set(Object.values(Kt));
function _n(t) {
  return kn.has(t);
}
var _t;
const vn = ["-h"], dist_j = /* @__PURE__ */ Symbol("grepQuery");
class En {
  constructor() {
    this[_t] = [];
  }
  *[(_t = dist_j, Symbol.iterator)]() {
    for (const e of this[dist_j])
      yield e;
  }
  and(...e) {
    return e.length && this[dist_j].push("--and", "(", ...U(e, "-e"), ")"), this;
  }
  param(...e) {
    return this[dist_j].push(...U(e, "-e")), this;
  }
}
function Sn(...t) {
  return new En().param(...t);
}
function Rn(t) {
  const e = /* @__PURE__ */ new Set(), n = {};
  return ut(t, (r) => {
    const [s, o, i] = r.split(dist_I);
    e.add(s), (n[s] = n[s] || []).push({
      line: p(o),
      path: s,
      preview: i
    });
  }), {
    paths: e,
    results: n
  };
}
function On() {
  return {
    grep(t) {
      const e = u(arguments), n = dist_h(arguments);
      for (const s of vn)
        if (n.includes(s))
          return this._runTask(
            dist_b(`git.grep: use of "${s}" is not supported.`),
            e
          );
      typeof t == "string" && (t = Sn().param(t));
      const r = ["grep", "--null", "-n", "--full-name", ...n, ...t];
      return this._runTask(
        {
          commands: r,
          format: "utf-8",
          parser(s) {
            return Rn(s);
          }
        },
        e
      );
    }
  };
}
var Vt = /* @__PURE__ */ ((t) => (t.MIXED = "mixed", t.SOFT = "soft", t.HARD = "hard", t.MERGE = "merge", t.KEEP = "keep", t))(Vt || {});
const Cn = dist_L(Object.values(Vt));
function An(t, e) {
  const n = ["reset"];
  return Xt(t) && n.push(`--${t}`), n.push(...e), g(n);
}
function xn(t) {
  if (Xt(t))
    return t;
  switch (typeof t) {
    case "string":
    case "undefined":
      return "soft";
  }
}
function Xt(t) {
  return typeof t == "string" && Cn.includes(t);
}
src.formatters.L = (t) => String(Bt(t) ? t.length : "-");
src.formatters.B = (t) => Buffer.isBuffer(t) ? t.toString("utf8") : ft(t);
function Nn() {
  return src("simple-git");
}
function vt(t, e, n) {
  return !e || !String(e).replace(/\s*/, "") ? n ? (r, ...s) => {
    t(r, ...s), n(r, ...s);
  } : t : (r, ...s) => {
    t(`%s ${r}`, e, ...s), n && n(r, ...s);
  };
}
function $n(t, e, { namespace: n }) {
  if (typeof t == "string")
    return t;
  const r = e && e.namespace || "";
  return r.startsWith(n) ? r.substr(n.length + 1) : r || n;
}
function dist_$(t, e, n, r = Nn()) {
  const s = t && `[${t}]` || "", o = [], i = typeof e == "string" ? r.extend(e) : e, a = $n(d(e, m), i, r);
  return y(n);
  function c(w, T) {
    return dist_S(
      o,
      dist_$(t, a.replace(/^[^:]+/, w), T, r)
    );
  }
  function y(w) {
    const T = w && `[${w}]` || "", k = i && vt(i, T) || dist_W, C = vt(r, `${s} ${T}`, k);
    return Object.assign(i ? k : C, {
      label: t,
      sibling: c,
      info: C,
      step: y
    });
  }
}
const dist_M = class M {
  constructor(e = "GitExecutor") {
    this.logLabel = e, this._queue = /* @__PURE__ */ new Map();
  }
  withProgress(e) {
    return this._queue.get(e);
  }
  createProgress(e) {
    const n = M.getName(e.commands[0]), r = dist_$(this.logLabel, n);
    return {
      task: e,
      logger: r,
      name: n
    };
  }
  push(e) {
    const n = this.createProgress(e);
    return n.logger("Adding task to the queue, commands = %o", e.commands), this._queue.set(e, n), n;
  }
  fatal(e) {
    for (const [n, { logger: r }] of Array.from(this._queue.entries()))
      n === e.task ? (r.info("Failed %o", e), r(
        "Fatal exception, any as-yet un-started tasks run through this executor will not be attempted"
      )) : r.info(
        "A fatal exception occurred in a previous task, the queue has been purged: %o",
        e.message
      ), this.complete(n);
    if (this._queue.size !== 0)
      throw new Error(`Queue size should be zero after fatal: ${this._queue.size}`);
  }
  complete(e) {
    this.withProgress(e) && this._queue.delete(e);
  }
  attempt(e) {
    const n = this.withProgress(e);
    if (!n)
      throw new dist_O(void 0, "TasksPendingQueue: attempt called for an unknown task");
    return n.logger("Starting task"), n;
  }
  static getName(e = "empty") {
    return `task:${e}:${++M.counter}`;
  }
};
dist_M.counter = 0;
let ot = dist_M;
class Pn {
  constructor(e, n, r) {
    this._executor = e, this._scheduler = n, this._plugins = r, this._chain = Promise.resolve(), this._queue = new ot();
  }
  get cwd() {
    return this._cwd || this._executor.cwd;
  }
  set cwd(e) {
    this._cwd = e;
  }
  get env() {
    return this._executor.env;
  }
  get outputHandler() {
    return this._executor.outputHandler;
  }
  chain() {
    return this;
  }
  push(e) {
    return this._queue.push(e), this._chain = this._chain.then(() => this.attemptTask(e));
  }
  async attemptTask(e) {
    const n = await this._scheduler.next(), r = () => this._queue.complete(e);
    try {
      const { logger: s } = this._queue.attempt(e);
      return await (kt(e) ? this.attemptEmptyTask(e, s) : this.attemptRemoteTask(e, s));
    } catch (s) {
      throw this.onFatalException(e, s);
    } finally {
      r(), n();
    }
  }
  onFatalException(e, n) {
    const r = n instanceof dist_O ? Object.assign(n, { task: e }) : new dist_O(e, n && String(n));
    return this._chain = Promise.resolve(), this._queue.fatal(r), r;
  }
  async attemptRemoteTask(e, n) {
    const r = this._plugins.exec("spawn.binary", "", this.taskContext(e, e.commands)), s = this._plugins.exec(
      "spawn.args",
      [...e.commands],
      this.taskContext(e, e.commands)
    ), o = await this.gitResponse(
      e,
      r,
      s,
      this.outputHandler,
      n.step("SPAWN")
    ), i = await this.handleTaskData(e, s, o, n.step("HANDLE"));
    return n("passing response to task's parser as a %s", e.format), en(e) ? Tt(e.parser, i) : Tt(e.parser, i.asStrings());
  }
  async attemptEmptyTask(e, n) {
    return n("empty task bypassing child process to call to task's parser"), e.parser(this);
  }
  handleTaskData(e, n, r, s) {
    const { exitCode: o, rejection: i, stdOut: a, stdErr: c } = r;
    return new Promise((y, w) => {
      s("Preparing to handle process response exitCode=%d stdOut=", o);
      const { error: T } = this._plugins.exec(
        "task.error",
        { error: i },
        {
          ...this.taskContext(e, n),
          ...r
        }
      );
      if (T && e.onError)
        return s.info("exitCode=%s handling with custom error handler"), e.onError(
          r,
          T,
          (k) => {
            s.info("custom error handler treated as success"), s("custom error returned a %s", ft(k)), y(
              new dist_z(
                Array.isArray(k) ? Buffer.concat(k) : k,
                Buffer.concat(c)
              )
            );
          },
          w
        );
      if (T)
        return s.info(
          "handling as error: exitCode=%s stdErr=%s rejection=%o",
          o,
          c.length,
          i
        ), w(T);
      s.info("retrieving task output complete"), y(new dist_z(Buffer.concat(a), Buffer.concat(c)));
    });
  }
  async gitResponse(e, n, r, s, o) {
    const i = o.sibling("output"), a = this._plugins.exec(
      "spawn.options",
      {
        cwd: this.cwd,
        env: this.env,
        windowsHide: !0
      },
      this.taskContext(e, e.commands)
    );
    return new Promise((c) => {
      const y = [], w = [];
      o.info("%s %o", n, r), o("%O", a);
      let T = this._beforeSpawn(e, r);
      if (T)
        return c({
          stdOut: y,
          stdErr: w,
          exitCode: 9901,
          rejection: T
        });
      this._plugins.exec("spawn.before", void 0, {
        ...this.taskContext(e, r),
        kill(C) {
          T = C || T;
        }
      });
      const k = (0,external_node_child_process_.spawn)(n, r, a);
      k.stdout.on(
        "data",
        Et(y, "stdOut", o, i.step("stdOut"))
      ), k.stderr.on(
        "data",
        Et(w, "stdErr", o, i.step("stdErr"))
      ), k.on("error", Mn(w, o)), s && (o("Passing child process stdOut/stdErr to custom outputHandler"), s(n, k.stdout, k.stderr, [...r])), this._plugins.exec("spawn.after", void 0, {
        ...this.taskContext(e, r),
        spawned: k,
        close(C, Te) {
          c({
            stdOut: y,
            stdErr: w,
            exitCode: C,
            rejection: T || Te
          });
        },
        kill(C) {
          k.killed || (T = C, k.kill("SIGINT"));
        }
      });
    });
  }
  _beforeSpawn(e, n) {
    let r;
    return this._plugins.exec("spawn.before", void 0, {
      ...this.taskContext(e, n),
      kill(s) {
        r = s || r;
      }
    }), r;
  }
  taskContext(e, n) {
    return {
      method: String(Me(e.commands) || ""),
      commands: n,
      env: { ...this.env },
      input: kt(e) ? void 0 : e.input
    };
  }
}
function Mn(t, e) {
  return (n) => {
    e("[ERROR] child process exception %o", n), t.push(Buffer.from(String(n.stack), "ascii"));
  };
}
function Et(t, e, n, r) {
  return (s) => {
    n("%s received %L bytes", e, s), r("%B", s), t.push(s);
  };
}
class Dn {
  constructor(e, n, r) {
    this.cwd = e, this._scheduler = n, this._plugins = r, this._chain = this.chain();
  }
  chain() {
    return new Pn(this, this._scheduler, this._plugins);
  }
  push(e) {
    return this._chain.push(e);
  }
}
function Ln(t, e, n = dist_W) {
  const r = (o) => {
    n(null, o);
  }, s = (o) => {
    o?.task === t && n(o, void 0);
  };
  e.then(r, s);
}
function St(t, e) {
  return tn((n) => {
    if (!Lt(t))
      throw new Error(`Git.cwd: cannot change to non-directory "${t}"`);
    return (e || n).cwd = t;
  });
}
function dist_Q(t) {
  const e = ["checkout", ...t];
  return e[1] === "-b" && e.includes("-B") && (e[1] = ct(e, "-B")), g(e);
}
function jn() {
  return {
    checkout() {
      return this._runTask(
        dist_Q(dist_h(arguments, 1)),
        u(arguments)
      );
    },
    checkoutBranch(t, e) {
      return this._runTask(
        dist_Q(["-b", t, e, ...dist_h(arguments)]),
        u(arguments)
      );
    },
    checkoutLocalBranch(t) {
      return this._runTask(
        dist_Q(["-b", t, ...dist_h(arguments)]),
        u(arguments)
      );
    }
  };
}
const Yt = (t, e, n) => {
  const r = ["clone", ...n];
  return m(t) && r.push(dist_c(t)), m(e) && r.push(dist_c(e)), g(r);
}, Bn = (t, e, n) => (dist_S(n, "--mirror"), Yt(t, e, n));
function Rt(t, e, n, ...r) {
  return m(n) ? e(n, d(r[0], m), dist_h(arguments)) : dist_b(`git.${t}() requires a string 'repoPath'`);
}
function In() {
  return {
    clone(t, ...e) {
      return this._runTask(
        Rt("clone", Yt, d(t, m), ...e),
        u(arguments)
      );
    },
    mirror(t, ...e) {
      return this._runTask(
        Rt("mirror", Bn, d(t, m), ...e),
        u(arguments)
      );
    }
  };
}
const Un = [
  new dist_l(/^\[([^\s]+)( \([^)]+\))? ([^\]]+)/, (t, [e, n, r]) => {
    t.branch = e, t.commit = r, t.root = !!n;
  }),
  new dist_l(/\s*Author:\s(.+)/i, (t, [e]) => {
    const n = e.split("<"), r = n.pop();
    !r || !r.includes("@") || (t.author = {
      email: r.substr(0, r.length - 1),
      name: n.join("<").trim()
    });
  }),
  new dist_l(
    /(\d+)[^,]*(?:,\s*(\d+)[^,]*)(?:,\s*(\d+))/g,
    (t, [e, n, r]) => {
      t.summary.changes = parseInt(e, 10) || 0, t.summary.insertions = parseInt(n, 10) || 0, t.summary.deletions = parseInt(r, 10) || 0;
    }
  ),
  new dist_l(
    /^(\d+)[^,]*(?:,\s*(\d+)[^(]+\(([+-]))?/,
    (t, [e, n, r]) => {
      t.summary.changes = parseInt(e, 10) || 0;
      const s = parseInt(n, 10) || 0;
      r === "-" ? t.summary.deletions = s : r === "+" && (t.summary.insertions = s);
    }
  )
];
function Fn(t) {
  return dist_E({
    author: null,
    branch: "",
    commit: "",
    root: !1,
    summary: {
      changes: 0,
      insertions: 0,
      deletions: 0
    }
  }, Un, t);
}
function Gn(t, e, n) {
  return {
    commands: [
      "-c",
      "core.abbrev=40",
      "commit",
      ...U(t, "-m"),
      ...e,
      ...n
    ],
    format: "utf-8",
    parser: Fn
  };
}
function zn() {
  return {
    commit(e, ...n) {
      const r = u(arguments), s = t(e) || Gn(
        v(e),
        v(d(n[0], dist_G, [])),
        [
          ...dist_L(d(n[1], dist_K, [])),
          ...dist_h(arguments, 0, !0)
        ]
      );
      return this._runTask(s, r);
    }
  };
  function t(e) {
    return !dist_G(e) && dist_b(
      "git.commit: requires the commit message to be supplied as a string/string[]"
    );
  }
}
function qn() {
  return {
    count: 0,
    garbage: 0,
    inPack: 0,
    packs: 0,
    prunePackable: 0,
    size: 0,
    sizeGarbage: 0,
    sizePack: 0
  };
}
const Wn = new dist_l(
  /([a-z-]+): (\d+)$/,
  (t, [e, n]) => {
    const r = jt(e);
    Object.hasOwn(t, r) && (t[r] = p(n));
  }
);
function Hn() {
  return {
    countObjects() {
      return this._runTask({
        commands: ["count-objects", "--verbose"],
        format: "utf-8",
        parser(t) {
          return dist_E(qn(), [Wn], t);
        }
      });
    }
  };
}
function Kn() {
  return {
    firstCommit() {
      return this._runTask(
        g(["rev-list", "--max-parents=0", "HEAD"], !0),
        u(arguments)
      );
    }
  };
}
function Vn(t, e) {
  const n = ["hash-object", t];
  return e && n.push("-w"), g(n, !0);
}
class dist_J {
  constructor(e, n, r, s) {
    this.bare = e, this.path = n, this.existing = r, this.gitDir = s;
  }
}
const Xn = /^Init.+ repository in (.+)$/, Yn = /^Rein.+ in (.+)$/;
function Qn(t, e, n) {
  const r = String(n).trim();
  let s;
  if (s = Xn.exec(r))
    return new dist_J(t, e, !1, s[1]);
  if (s = Yn.exec(r))
    return new dist_J(t, e, !0, s[1]);
  let o = "";
  const i = r.split(" ");
  for (; i.length; )
    if (i.shift() === "in") {
      o = i.join(" ");
      break;
    }
  return new dist_J(t, e, /^re/i.test(r), o);
}
const Qt = "--bare";
function Jn(t) {
  return t.includes(Qt);
}
function Zn(t = !1, e, n) {
  const r = ["init", ...n];
  return t && !Jn(r) && r.splice(1, 0, Qt), {
    commands: r,
    format: "utf-8",
    parser(s) {
      return Qn(r.includes("--bare"), e, s);
    }
  };
}
function tr(t) {
  return t === void 0 ? dist_b("interpretTrailers called without input content") : {
    format: "utf-8",
    parser(e) {
      return Object.fromEntries(
        ut(e, (n) => {
          const r = n.indexOf(":");
          return [
            jt(n.substring(0, r).toLowerCase()),
            n.substring(r + 2).trim()
          ];
        })
      );
    },
    commands: ["interpret-trailers", "--parse"],
    input: t
  };
}
function er() {
  return {
    interpretTrailers(t) {
      return this._runTask(
        tr(d(t, Be)),
        u(arguments)
      );
    }
  };
}
var dist_R = /* @__PURE__ */ ((t) => (t.NONE = "", t.STAT = "--stat", t.NUM_STAT = "--numstat", t.NAME_ONLY = "--name-only", t.NAME_STATUS = "--name-status", t))(dist_R || {});
const Jt = /^--(stat|numstat|name-only|name-status)(=|$)/;
function pt(t) {
  for (let e = 0; e < t.length; e++) {
    const n = Jt.exec(t[e]);
    if (n)
      return `--${n[1]}`;
  }
  return "";
}
function nr(t) {
  return Jt.test(t);
}
class rr {
  constructor() {
    this.changed = 0, this.deletions = 0, this.insertions = 0, this.files = [];
  }
}
const Ot = [
  new dist_l(
    /^(.+)\s+\|\s+(\d+)(\s+[+\-]+)?$/,
    (t, [e, n, r = ""]) => {
      t.files.push({
        file: e.trim(),
        changes: p(n),
        insertions: r.replace(/[^+]/g, "").length,
        deletions: r.replace(/[^-]/g, "").length,
        binary: !1
      });
    }
  ),
  new dist_l(
    /^(.+) \|\s+Bin ([0-9.]+) -> ([0-9.]+) ([a-z]+)/,
    (t, [e, n, r]) => {
      t.files.push({
        file: e.trim(),
        before: p(n),
        after: p(r),
        binary: !0
      });
    }
  ),
  new dist_l(/^(.+)\s+\|\s+Bin\s*$/, (t, [e]) => {
    t.files.push({
      file: e.trim(),
      before: 0,
      after: 0,
      binary: !0
    });
  }),
  new dist_l(
    /(\d+) files? changed\s*((?:, \d+ [^,]+){0,2})/,
    (t, [e, n]) => {
      const r = /(\d+) i/.exec(n), s = /(\d+) d/.exec(n);
      t.changed = p(e), t.insertions = p(r?.[1]), t.deletions = p(s?.[1]);
    }
  )
], sr = [
  new dist_l(
    /(\d+)\t(\d+)\t(.+)$/,
    (t, [e, n, r]) => {
      const s = p(e), o = p(n);
      t.changed++, t.insertions += s, t.deletions += o, t.files.push({
        file: r,
        changes: s + o,
        insertions: s,
        deletions: o,
        binary: !1
      });
    }
  ),
  new dist_l(/-\t-\t(.+)$/, (t, [e]) => {
    t.changed++, t.files.push({
      file: e,
      after: 0,
      before: 0,
      binary: !0
    });
  })
], or = [
  new dist_l(/(.+)$/, (t, [e]) => {
    t.changed++, t.files.push({
      file: e,
      changes: 0,
      insertions: 0,
      deletions: 0,
      binary: !1
    });
  })
], ir = [
  new dist_l(
    /([ACDMRTUXB])([0-9]{0,3})\t(.[^\t]*)(\t(.[^\t]*))?$/,
    (t, [e, n, r, s, o]) => {
      t.changed++, t.files.push({
        file: o ?? r,
        changes: 0,
        insertions: 0,
        deletions: 0,
        binary: !1,
        status: bt(_n(e) && e),
        from: bt(!!o && r !== o && r),
        similarity: p(n)
      });
    }
  )
], ar = {
  [dist_R.NONE]: Ot,
  [dist_R.STAT]: Ot,
  [dist_R.NUM_STAT]: sr,
  [dist_R.NAME_STATUS]: ir,
  [dist_R.NAME_ONLY]: or
};
function Zt(t = dist_R.NONE) {
  const e = ar[t];
  return (n) => dist_E(new rr(), e, n, !1);
}
const te = "òòòòòò ", dist_ee = " òò", dist_ne = " ò ", ur = ["hash", "date", "message", "refs", "author_name", "author_email"];
function cr(t, e) {
  return e.reduce(
    (n, r, s) => (n[r] = t[s] || "", n),
    /* @__PURE__ */ Object.create({ diff: null })
  );
}
function re(t = dist_ne, e = ur, n = dist_R.NONE) {
  const r = Zt(n);
  return function(s) {
    const o = dist_H(
      s.trim(),
      !1,
      te
    ).map(function(i) {
      const a = i.split(dist_ee), c = cr(a[0].split(t), e);
      return a.length > 1 && a[1].trim() && (c.diff = r(a[1])), c;
    });
    return {
      all: o,
      latest: o.length && o[0] || null,
      total: o.length
    };
  };
}
function fr(t) {
  let e = pt(t);
  const n = ["diff"];
  return e === dist_R.NONE && (e = dist_R.STAT, n.push("--stat=4096")), n.push(...t), dt(n) || {
    commands: n,
    format: "utf-8",
    parser: Zt(e)
  };
}
function dt(t) {
  const e = t.filter(nr);
  if (e.length > 1)
    return dist_b(
      `Summary flags are mutually exclusive - pick one of ${e.join(",")}`
    );
  if (e.length && t.includes("-z"))
    return dist_b(
      `Summary flag ${e} parsing is not compatible with null termination option '-z'`
    );
}
var se = /* @__PURE__ */ ((t) => (t[t["--pretty"] = 0] = "--pretty", t[t["max-count"] = 1] = "max-count", t[t.maxCount = 2] = "maxCount", t[t.n = 3] = "n", t[t.file = 4] = "file", t[t.format = 5] = "format", t[t.from = 6] = "from", t[t.to = 7] = "to", t[t.splitter = 8] = "splitter", t[t.symmetric = 9] = "symmetric", t[t.mailMap = 10] = "mailMap", t[t.multiLine = 11] = "multiLine", t[t.strictDate = 12] = "strictDate", t))(se || {});
function lr(t, e) {
  const n = [], r = [];
  return Object.keys(t).forEach((s) => {
    n.push(s), r.push(String(t[s]));
  }), [n, r.join(e)];
}
function hr(t) {
  return Object.keys(t).reduce((e, n) => (n in se || (e[n] = t[n]), e), {});
}
function dist_oe(t = {}, e = []) {
  const n = d(t.splitter, m, dist_ne), r = lt(t.format) ? t.format : {
    hash: "%H",
    date: t.strictDate === !1 ? "%ai" : "%aI",
    message: "%s",
    refs: "%D",
    body: t.multiLine ? "%B" : "%b",
    author_name: t.mailMap !== !1 ? "%aN" : "%an",
    author_email: t.mailMap !== !1 ? "%aE" : "%ae"
  }, [s, o] = lr(r, n), i = [], a = [
    `--pretty=format:${te}${o}${dist_ee}`,
    ...e
  ], c = t.n || t["max-count"] || t.maxCount;
  if (c && a.push(`--max-count=${c}`), t.from || t.to) {
    const y = t.symmetric !== !1 ? "..." : "..";
    i.push(`${t.from || ""}${y}${t.to || ""}`);
  }
  return m(t.file) && a.push("--follow", dist_c(t.file)), It(hr(t), a), {
    fields: s,
    splitter: n,
    commands: [...a, ...i]
  };
}
function mr(t, e, n) {
  const r = re(t, e, pt(n));
  return {
    commands: ["log", ...n],
    format: "utf-8",
    parser: r
  };
}
function pr() {
  return {
    log(...n) {
      const r = u(arguments), s = dist_oe(
        ht(arguments),
        dist_L(d(arguments[0], dist_K, []))
      ), o = e(...n) || dt(s.commands) || t(s);
      return this._runTask(o, r);
    }
  };
  function t(n) {
    return mr(n.splitter, n.fields, n.commands);
  }
  function e(n, r) {
    return m(n) && m(r) && dist_b(
      "git.log(string, string) should be replaced with git.log({ from: string, to: string })"
    );
  }
}
class dist_Z {
  constructor(e, n = null, r) {
    this.reason = e, this.file = n, this.meta = r;
  }
  toString() {
    return `${this.file}:${this.reason}`;
  }
}
class dr {
  constructor() {
    this.conflicts = [], this.merges = [], this.result = "success";
  }
  get failed() {
    return this.conflicts.length > 0;
  }
  get reason() {
    return this.result;
  }
  toString() {
    return this.conflicts.length ? `CONFLICTS: ${this.conflicts.join(", ")}` : "OK";
  }
}
class ie {
  constructor() {
    this.remoteMessages = {
      all: []
    }, this.created = [], this.deleted = [], this.files = [], this.deletions = {}, this.insertions = {}, this.summary = {
      changes: 0,
      deletions: 0,
      insertions: 0
    };
  }
}
class gr {
  constructor() {
    this.remote = "", this.hash = {
      local: "",
      remote: ""
    }, this.branch = {
      local: "",
      remote: ""
    }, this.message = "";
  }
  toString() {
    return this.message;
  }
}
function tt(t) {
  return t.objects = t.objects || {
    compressing: 0,
    counting: 0,
    enumerating: 0,
    packReused: 0,
    reused: { count: 0, delta: 0 },
    total: { count: 0, delta: 0 }
  };
}
function Ct(t) {
  const e = /^\s*(\d+)/.exec(t), n = /delta (\d+)/i.exec(t);
  return {
    count: p(e && e[1] || "0"),
    delta: p(n && n[1] || "0")
  };
}
const yr = [
  new dist_x(
    /^remote:\s*(enumerating|counting|compressing) objects: (\d+),/i,
    (t, [e, n]) => {
      const r = e.toLowerCase(), s = tt(t.remoteMessages);
      Object.assign(s, { [r]: p(n) });
    }
  ),
  new dist_x(
    /^remote:\s*(enumerating|counting|compressing) objects: \d+% \(\d+\/(\d+)\),/i,
    (t, [e, n]) => {
      const r = e.toLowerCase(), s = tt(t.remoteMessages);
      Object.assign(s, { [r]: p(n) });
    }
  ),
  new dist_x(
    /total ([^,]+), reused ([^,]+), pack-reused (\d+)/i,
    (t, [e, n, r]) => {
      const s = tt(t.remoteMessages);
      s.total = Ct(e), s.reused = Ct(n), s.packReused = p(r);
    }
  )
], wr = [
  new dist_x(/^remote:\s*(.+)$/, (t, [e]) => (t.remoteMessages.all.push(e.trim()), !1)),
  ...yr,
  new dist_x(
    [/create a (?:pull|merge) request/i, /\s(https?:\/\/\S+)$/],
    (t, [e]) => {
      t.remoteMessages.pullRequestUrl = e;
    }
  ),
  new dist_x(
    [/found (\d+) vulnerabilities.+\(([^)]+)\)/i, /\s(https?:\/\/\S+)$/],
    (t, [e, n, r]) => {
      t.remoteMessages.vulnerabilities = {
        count: p(e),
        summary: n,
        url: r
      };
    }
  )
];
function ae(t, e) {
  return dist_E({ remoteMessages: new br() }, wr, e);
}
class br {
  constructor() {
    this.all = [];
  }
}
const Tr = /^\s*(.+?)\s+\|\s+\d+\s*(\+*)(-*)/, kr = /(\d+)\D+((\d+)\D+\(\+\))?(\D+(\d+)\D+\(-\))?/, _r = /^(create|delete) mode \d+ (.+)/, vr = [
  new dist_l(Tr, (t, [e, n, r]) => {
    t.files.push(e), n && (t.insertions[e] = n.length), r && (t.deletions[e] = r.length);
  }),
  new dist_l(kr, (t, [e, , n, , r]) => n !== void 0 || r !== void 0 ? (t.summary.changes = +e || 0, t.summary.insertions = +n || 0, t.summary.deletions = +r || 0, !0) : !1),
  new dist_l(_r, (t, [e, n]) => {
    dist_S(t.files, n), dist_S(e === "create" ? t.created : t.deleted, n);
  })
], Er = [
  new dist_l(/^from\s(.+)$/i, (t, [e]) => {
    t.remote = e;
  }),
  new dist_l(/^fatal:\s(.+)$/, (t, [e]) => {
    t.message = e;
  }),
  new dist_l(
    /([a-z0-9]+)\.\.([a-z0-9]+)\s+(\S+)\s+->\s+(\S+)$/,
    (t, [e, n, r, s]) => {
      t.branch.local = r, t.hash.local = e, t.branch.remote = s, t.hash.remote = n;
    }
  )
], Sr = (t, e) => dist_E(new ie(), vr, [t, e]), ue = (t, e) => Object.assign(
  new ie(),
  Sr(t, e),
  ae(t, e)
);
function Rr(t, e) {
  const n = dist_E(new gr(), Er, [t, e]);
  return n.message && n;
}
const Or = [
  new dist_l(/^Auto-merging\s+(.+)$/, (t, [e]) => {
    t.merges.push(e);
  }),
  new dist_l(/^CONFLICT\s+\((.+)\): Merge conflict in (.+)$/, (t, [e, n]) => {
    t.conflicts.push(new dist_Z(e, n));
  }),
  new dist_l(
    /^CONFLICT\s+\((.+\/delete)\): (.+) deleted in (.+) and/,
    (t, [e, n, r]) => {
      t.conflicts.push(new dist_Z(e, n, { deleteRef: r }));
    }
  ),
  new dist_l(/^CONFLICT\s+\((.+)\):/, (t, [e]) => {
    t.conflicts.push(new dist_Z(e, null));
  }),
  new dist_l(/^Automatic merge failed;\s+(.+)$/, (t, [e]) => {
    t.result = e;
  })
], Cr = (t, e) => Object.assign(Ar(t), ue(t, e)), Ar = (t) => dist_E(new dr(), Or, t);
function At(t) {
  return t.length ? {
    commands: ["merge", ...t],
    format: "utf-8",
    parser(e, n) {
      const r = Cr(e, n);
      if (r.failed)
        throw new at(r);
      return r;
    }
  } : dist_b("Git.merge requires at least one option");
}
function xr(t, e, n) {
  const r = n.includes("deleted"), s = n.includes("tag") || /^refs\/tags/.test(t), o = !n.includes("new");
  return {
    deleted: r,
    tag: s,
    branch: !s,
    new: !o,
    alreadyUpdated: o,
    local: t,
    remote: e
  };
}
const Nr = [
  new dist_l(/^Pushing to (.+)$/, (t, [e]) => {
    t.repo = e;
  }),
  new dist_l(/^updating local tracking ref '(.+)'/, (t, [e]) => {
    t.ref = {
      ...t.ref || {},
      local: e
    };
  }),
  new dist_l(/^[=*-]\s+([^:]+):(\S+)\s+\[(.+)]$/, (t, [e, n, r]) => {
    t.pushed.push(xr(e, n, r));
  }),
  new dist_l(
    /^Branch '([^']+)' set up to track remote branch '([^']+)' from '([^']+)'/,
    (t, [e, n, r]) => {
      t.branch = {
        ...t.branch || {},
        local: e,
        remote: n,
        remoteName: r
      };
    }
  ),
  new dist_l(
    /^([^:]+):(\S+)\s+([a-z0-9]+)\.\.([a-z0-9]+)$/,
    (t, [e, n, r, s]) => {
      t.update = {
        head: {
          local: e,
          remote: n
        },
        hash: {
          from: r,
          to: s
        }
      };
    }
  )
], $r = (t, e) => {
  const n = Pr(t, e), r = ae(t, e);
  return {
    ...n,
    ...r
  };
}, Pr = (t, e) => dist_E({ pushed: [] }, Nr, [t, e]);
function Mr(t = {}, e) {
  return dist_S(e, "--tags"), ce(t, e);
}
function ce(t = {}, e) {
  const n = ["push", ...e];
  return t.branch && n.splice(1, 0, t.branch), t.remote && n.splice(1, 0, t.remote), ct(n, "-v"), dist_S(n, "--verbose"), dist_S(n, "--porcelain"), {
    commands: n,
    format: "utf-8",
    parser: $r
  };
}
function Dr() {
  return {
    showBuffer() {
      const t = ["show", ...dist_h(arguments, 1)];
      return t.includes("--binary") || t.splice(1, 0, "--binary"), this._runTask(
        Gt(t),
        u(arguments)
      );
    },
    show() {
      const t = ["show", ...dist_h(arguments, 1)];
      return this._runTask(
        g(t),
        u(arguments)
      );
    }
  };
}
const Lr = /^(.+)\0(.+)$/;
class jr {
  constructor(e, n, r) {
    if (this.path = e, this.index = n, this.working_dir = r, n === "R" || r === "R") {
      const s = Lr.exec(e) || [null, e, e];
      this.from = s[2] || "", this.path = s[1] || "";
    }
  }
}
class Br {
  constructor() {
    this.not_added = [], this.conflicted = [], this.created = [], this.deleted = [], this.ignored = void 0, this.modified = [], this.renamed = [], this.files = [], this.staged = [], this.ahead = 0, this.behind = 0, this.current = null, this.tracking = null, this.detached = !1, this.isClean = () => !this.files.length;
  }
}
function xt(t) {
  const [e, n] = t.split(dist_I);
  return {
    from: n || e,
    to: e
  };
}
function dist_(t, e, n) {
  return [`${t}${e}`, n];
}
function et(t, ...e) {
  return e.map((n) => dist_(t, n, (r, s) => r.conflicted.push(s)));
}
const Ir = new Map([
  dist_(
    " ",
    "A",
    (t, e) => t.created.push(e)
  ),
  dist_(
    " ",
    "D",
    (t, e) => t.deleted.push(e)
  ),
  dist_(
    " ",
    "M",
    (t, e) => t.modified.push(e)
  ),
  dist_("A", " ", (t, e) => {
    t.created.push(e), t.staged.push(e);
  }),
  dist_("A", "M", (t, e) => {
    t.created.push(e), t.staged.push(e), t.modified.push(e);
  }),
  dist_("D", " ", (t, e) => {
    t.deleted.push(e), t.staged.push(e);
  }),
  dist_("M", " ", (t, e) => {
    t.modified.push(e), t.staged.push(e);
  }),
  dist_("M", "M", (t, e) => {
    t.modified.push(e), t.staged.push(e);
  }),
  dist_("R", " ", (t, e) => {
    t.renamed.push(xt(e));
  }),
  dist_("R", "M", (t, e) => {
    const n = xt(e);
    t.renamed.push(n), t.modified.push(n.to);
  }),
  dist_("!", "!", (t, e) => {
    (t.ignored = t.ignored || []).push(e);
  }),
  dist_(
    "?",
    "?",
    (t, e) => t.not_added.push(e)
  ),
  ...et(
    "A",
    "A",
    "U"
    /* UNMERGED */
  ),
  ...et(
    "D",
    "D",
    "U"
    /* UNMERGED */
  ),
  ...et(
    "U",
    "A",
    "D",
    "U"
    /* UNMERGED */
  ),
  [
    "##",
    (t, e) => {
      const n = /ahead (\d+)/, r = /behind (\d+)/, s = /^(.+?(?=(?:\.{3}|\s|$)))/, o = /\.{3}(\S*)/, i = /\son\s(\S+?)(?=\.{3}|$)/;
      let a = n.exec(e);
      t.ahead = a && +a[1] || 0, a = r.exec(e), t.behind = a && +a[1] || 0, a = s.exec(e), t.current = d(a?.[1], m, null), a = o.exec(e), t.tracking = d(a?.[1], m, null), a = i.exec(e), a && (t.current = d(a?.[1], m, t.current)), t.detached = /\(no branch\)/.test(e);
    }
  ]
]), Ur = function(t) {
  const e = t.split(dist_I), n = new Br();
  for (let r = 0, s = e.length; r < s; ) {
    let o = e[r++].trim();
    o && (o.charAt(0) === "R" && (o += dist_I + (e[r++] || "")), Fr(n, o));
  }
  return n;
};
function Fr(t, e) {
  const n = e.trim();
  switch (" ") {
    case n.charAt(2):
      return r(n.charAt(0), n.charAt(1), n.slice(3));
    case n.charAt(1):
      return r(" ", n.charAt(0), n.slice(2));
    default:
      return;
  }
  function r(s, o, i) {
    const a = `${s}${o}`, c = Ir.get(a);
    c && c(t, i), a !== "##" && a !== "!!" && t.files.push(new jr(i, s, o));
  }
}
const Gr = ["--null", "-z"];
function zr(t) {
  return {
    format: "utf-8",
    commands: [
      "status",
      "--porcelain",
      "-b",
      "-u",
      "--null",
      ...t.filter((n) => !Gr.includes(n))
    ],
    parser(n) {
      return Ur(n);
    }
  };
}
const fe = "installed=false";
function dist_q(t = 0, e = 0, n = 0, r = "", s = !0) {
  return Object.defineProperty(
    {
      major: t,
      minor: e,
      patch: n,
      agent: r,
      installed: s
    },
    "toString",
    {
      value() {
        return `${this.major}.${this.minor}.${this.patch}`;
      },
      configurable: !1,
      enumerable: !1
    }
  );
}
function qr() {
  return dist_q(0, 0, 0, "", !1);
}
function Wr() {
  return {
    version() {
      return this._runTask({
        commands: ["--version"],
        format: "utf-8",
        parser: Kr,
        onError(t, e, n, r) {
          if (t.exitCode === dist_V.NOT_FOUND)
            return n(Buffer.from(fe));
          r(e);
        }
      });
    }
  };
}
const Hr = [
  new dist_l(
    /version (\d+)\.(\d+)\.(\d+)(?:\s*\((.+)\))?/,
    (t, [e, n, r, s = ""]) => {
      Object.assign(
        t,
        dist_q(p(e), p(n), p(r), s)
      );
    }
  ),
  new dist_l(
    /version (\d+)\.(\d+)\.(\D+)(.+)?$/,
    (t, [e, n, r, s = ""]) => {
      Object.assign(t, dist_q(p(e), p(n), r, s));
    }
  )
];
function Kr(t) {
  return t === fe ? qr() : dist_E(dist_q(0, 0, 0, t), Hr, t);
}
class le {
  constructor(e) {
    this._executor = e;
  }
  _runTask(e, n) {
    const r = this._executor.chain(), s = r.push(e);
    return n && Ln(e, s, n), Object.create(this, {
      then: { value: s.then.bind(s) },
      catch: { value: s.catch.bind(s) },
      _executor: { value: r }
    });
  }
  add(e) {
    return this._runTask(
      g(["add", ...v(e)]),
      u(arguments)
    );
  }
  cwd(e) {
    const n = u(arguments);
    return typeof e == "string" ? this._runTask(St(e, this._executor), n) : typeof e?.path == "string" ? this._runTask(
      St(
        e.path,
        e.root && this._executor || void 0
      ),
      n
    ) : this._runTask(
      dist_b("Git.cwd: workingDirectory must be supplied as a string"),
      n
    );
  }
  hashObject(e, n) {
    return this._runTask(
      Vn(e, n === !0),
      u(arguments)
    );
  }
  init(e) {
    return this._runTask(
      Zn(e === !0, this._executor.cwd, dist_h(arguments)),
      u(arguments)
    );
  }
  merge() {
    return this._runTask(
      At(dist_h(arguments)),
      u(arguments)
    );
  }
  mergeFromTo(e, n) {
    return m(e) && m(n) ? this._runTask(
      At([e, n, ...dist_h(arguments)]),
      u(arguments, !1)
    ) : this._runTask(
      dist_b(
        "Git.mergeFromTo requires that the 'remote' and 'branch' arguments are supplied as strings"
      )
    );
  }
  outputHandler(e) {
    return this._executor.outputHandler = e, this;
  }
  push() {
    const e = ce(
      {
        remote: d(arguments[0], m),
        branch: d(arguments[1], m)
      },
      dist_h(arguments)
    );
    return this._runTask(e, u(arguments));
  }
  stash() {
    return this._runTask(
      g(["stash", ...dist_h(arguments)]),
      u(arguments)
    );
  }
  status() {
    return this._runTask(
      zr(dist_h(arguments)),
      u(arguments)
    );
  }
}
Object.assign(
  le.prototype,
  jn(),
  In(),
  zn(),
  Tn(),
  Hn(),
  Kn(),
  On(),
  er(),
  pr(),
  Dr(),
  Wr()
);
const Vr = /* @__PURE__ */ (() => {
  let t = 0;
  return () => {
    t++;
    const { promise: e, done: n } = (0,promise_deferred_dist/* createDeferred */.ud)();
    return {
      promise: e,
      done: n,
      id: t
    };
  };
})();
class Xr {
  constructor(e = 2) {
    this.concurrency = e, this.logger = dist_$("", "scheduler"), this.pending = [], this.running = [], this.logger("Constructed, concurrency=%s", e);
  }
  schedule() {
    if (!this.pending.length || this.running.length >= this.concurrency) {
      this.logger(
        "Schedule attempt ignored, pending=%s running=%s concurrency=%s",
        this.pending.length,
        this.running.length,
        this.concurrency
      );
      return;
    }
    const e = dist_S(this.running, this.pending.shift());
    this.logger("Attempting id=%s", e.id), e.done(() => {
      this.logger("Completing id=", e.id), ct(this.running, e), this.schedule();
    });
  }
  next() {
    const { promise: e, id: n } = dist_S(this.pending, Vr());
    return this.logger("Scheduling id=%s", n), this.schedule(), e;
  }
}
function Yr(t, e) {
  return g(["apply", ...e, ...t]);
}
var he = /* @__PURE__ */ ((t) => (t.CURRENT = "*", t.LINKED = "+", t))(he || {});
class Qr {
  constructor() {
    this.all = [], this.branches = {}, this.current = "", this.detached = !1;
  }
  push(e, n, r, s, o) {
    e === "*" && (this.detached = n, this.current = r), this.all.push(r), this.branches[r] = {
      current: e === "*",
      linkedWorkTree: e === "+",
      name: r,
      commit: s,
      label: o
    };
  }
}
const Jr = [
  new dist_l(
    /^([*+]\s)?\((?:HEAD )?detached (?:from|at) (\S+)\)\s+([a-z0-9]+)\s(.*)$/,
    (t, [e, n, r, s]) => {
      t.push(Nt(e), !0, n, r, s);
    }
  ),
  new dist_l(
    /^([*+]\s)?(\S+)\s+([a-z0-9]+)\s?(.*)$/s,
    (t, [e, n, r, s]) => {
      t.push(Nt(e), !1, n, r, s);
    }
  )
], Zr = new dist_l(/^(\S+)$/s, (t, [e]) => {
  t.push(he.CURRENT, !1, e, "", "");
});
function Nt(t) {
  return t ? t.charAt(0) : "";
}
function me(t, e = !1) {
  return dist_E(
    new Qr(),
    e ? [Zr] : Jr,
    t
  );
}
class ts {
  constructor() {
    this.all = [], this.branches = {}, this.errors = [];
  }
  get success() {
    return !this.errors.length;
  }
}
function es(t, e) {
  return {
    branch: t,
    hash: e,
    success: !0
  };
}
function ns(t) {
  return {
    branch: t,
    hash: null,
    success: !1
  };
}
const rs = /(\S+)\s+\(\S+\s([^)]+)\)/, pe = /^error[^']+'([^']+)'/m, ss = [
  new dist_l(rs, (t, [e, n]) => {
    const r = es(e, n);
    t.all.push(r), t.branches[e] = r;
  }),
  new dist_l(pe, (t, [e]) => {
    const n = ns(e);
    t.errors.push(n), t.all.push(n), t.branches[e] = n;
  })
], gt = (t, e) => dist_E(new ts(), ss, [t, e]);
function de(t, e) {
  return e === dist_V.ERROR && pe.test(t);
}
function os(t) {
  const e = ["-d", "-D", "--delete"];
  return t.some((n) => e.includes(n));
}
function is(t) {
  const e = os(t), n = t.includes("--show-current"), r = ["branch", ...t];
  return r.length === 1 && r.push("-a"), r.includes("-v") || r.splice(1, 0, "-v"), {
    format: "utf-8",
    commands: r,
    parser(s, o) {
      return e ? gt(s, o).all[0] : me(s, n);
    }
  };
}
function as() {
  return {
    format: "utf-8",
    commands: ["branch", "-v"],
    parser(t) {
      return me(t);
    }
  };
}
function us(t, e = !1) {
  return {
    format: "utf-8",
    commands: ["branch", "-v", e ? "-D" : "-d", ...t],
    parser(n, r) {
      return gt(n, r);
    },
    onError({ exitCode: n, stdOut: r }, s, o, i) {
      if (!de(String(s), n))
        return i(s);
      o(r);
    }
  };
}
function cs(t, e = !1) {
  const n = {
    format: "utf-8",
    commands: ["branch", "-v", e ? "-D" : "-d", t],
    parser(r, s) {
      return gt(r, s).branches[t];
    },
    onError({ exitCode: r, stdErr: s, stdOut: o }, i, a, c) {
      if (!de(String(i), r))
        return c(i);
      throw new at(
        n.parser(dist_F(o), dist_F(s)),
        String(i)
      );
    }
  };
  return n;
}
function fs(t) {
  return {
    commands: ["check-ignore", ...t],
    format: "utf-8",
    parser: ls
  };
}
function ls(t) {
  return t.split(/\n/g).map(hs).filter(Boolean);
}
function hs(t) {
  const e = t.trim().replace(/^["']|["']$/g, "");
  return e && (0,external_node_path_.normalize)(e);
}
const ms = [
  new dist_l(/From (.+)$/, (t, [e]) => {
    t.remote = e;
  }),
  new dist_l(/\* \[new branch]\s+(\S+)\s*-> (.+)$/, (t, [e, n]) => {
    t.branches.push({
      name: e,
      tracking: n
    });
  }),
  new dist_l(/\* \[new tag]\s+(\S+)\s*-> (.+)$/, (t, [e, n]) => {
    t.tags.push({
      name: e,
      tracking: n
    });
  }),
  new dist_l(/- \[deleted]\s+\S+\s*-> (.+)$/, (t, [e]) => {
    t.deleted.push({
      tracking: e
    });
  }),
  new dist_l(
    /\s*([^.]+)\.\.(\S+)\s+(\S+)\s*-> (.+)$/,
    (t, [e, n, r, s]) => {
      t.updated.push({
        name: r,
        tracking: s,
        to: n,
        from: e
      });
    }
  )
];
function ps(t, e) {
  return dist_E({
    raw: t,
    remote: null,
    branches: [],
    tags: [],
    updated: [],
    deleted: []
  }, ms, [t, e]);
}
function ds(t) {
  return /^--upload-pack(=|$)/.test(t);
}
function gs(t, e, n) {
  const r = ["fetch", ...n];
  return t && e && r.push(t, e), r.find(ds) ? dist_b("git.fetch: potential exploit argument blocked.") : {
    commands: r,
    format: "utf-8",
    parser: ps
  };
}
const ys = [
  new dist_l(/^Renaming (.+) to (.+)$/, (t, [e, n]) => {
    t.moves.push({ from: e, to: n });
  })
];
function ws(t) {
  return dist_E({ moves: [] }, ys, t);
}
function bs(t, e) {
  return {
    commands: ["mv", "-v", ...v(t), e],
    format: "utf-8",
    parser: ws
  };
}
function Ts(t, e, n) {
  const r = ["pull", ...n];
  return t && e && r.splice(1, 0, t, e), {
    commands: r,
    format: "utf-8",
    parser(s, o) {
      return ue(s, o);
    },
    onError(s, o, i, a) {
      const c = Rr(
        dist_F(s.stdOut),
        dist_F(s.stdErr)
      );
      if (c)
        return a(new at(c));
      a(o);
    }
  };
}
function ks(t) {
  const e = {};
  return ge(t, ([n]) => e[n] = { name: n }), Object.values(e);
}
function _s(t) {
  const e = {};
  return ge(t, ([n, r, s]) => {
    Object.hasOwn(e, n) || (e[n] = {
      name: n,
      refs: { fetch: "", push: "" }
    }), s && r && (e[n].refs[s.replace(/[^a-z]/g, "")] = r);
  }), Object.values(e);
}
function ge(t, e) {
  ut(t, (n) => e(n.split(/\s+/)));
}
function vs(t, e, n) {
  return g(["remote", "add", ...n, t, e]);
}
function Es(t) {
  const e = ["remote"];
  return t && e.push("-v"), {
    commands: e,
    format: "utf-8",
    parser: t ? _s : ks
  };
}
function Ss(t) {
  const e = [...t];
  return e[0] !== "ls-remote" && e.unshift("ls-remote"), g(e);
}
function Rs(t) {
  const e = [...t];
  return e[0] !== "remote" && e.unshift("remote"), g(e);
}
function Os(t) {
  return g(["remote", "remove", t]);
}
function Cs(t = {}, e) {
  const n = dist_oe(t), r = ["stash", "list", ...n.commands, ...e], s = re(
    n.splitter,
    n.fields,
    pt(r)
  );
  return dt(r) || {
    commands: r,
    format: "utf-8",
    parser: s
  };
}
function As(t, e) {
  return dist_X(["add", t, e]);
}
function xs(t) {
  return dist_X(["init", ...t]);
}
function dist_X(t) {
  const e = [...t];
  return e[0] !== "submodule" && e.unshift("submodule"), g(e);
}
function Ns(t) {
  return dist_X(["update", ...t]);
}
class $s {
  constructor(e, n) {
    this.all = e, this.latest = n;
  }
}
const Ps = function(t, e = !1) {
  const n = t.split(`
`).map(Ds).filter(Boolean);
  e || n.sort(function(s, o) {
    const i = s.split("."), a = o.split(".");
    if (i.length === 1 || a.length === 1)
      return Ms(dist_B(i[0]), dist_B(a[0]));
    for (let c = 0, y = Math.max(i.length, a.length); c < y; c++) {
      const w = ye(dist_B(i[c]), dist_B(a[c]));
      if (w)
        return w;
    }
    return 0;
  });
  const r = e ? n[0] : [...n].reverse().find((s) => s.indexOf(".") >= 0);
  return new $s(n, r);
};
function Ms(t, e) {
  const n = Number.isNaN(t), r = Number.isNaN(e);
  return n !== r ? n ? 1 : -1 : n ? ye(t, e) : 0;
}
function ye(t, e) {
  return t === e ? 0 : t > e ? 1 : -1;
}
function Ds(t) {
  return t.trim();
}
function dist_B(t) {
  return typeof t == "string" && parseInt(t.replace(/^\D+/g, ""), 10) || 0;
}
function Ls(t = []) {
  const e = t.some((n) => /^--sort=/.test(n));
  return {
    format: "utf-8",
    commands: ["tag", "-l", ...t],
    parser(n) {
      return Ps(n, e);
    }
  };
}
function js(t) {
  return {
    format: "utf-8",
    commands: ["tag", t],
    parser() {
      return { name: t };
    }
  };
}
function Bs(t, e) {
  return {
    format: "utf-8",
    commands: ["tag", "-a", "-m", e, t],
    parser() {
      return { name: t };
    }
  };
}
function dist_f(t, e) {
  this._plugins = e, this._executor = new Dn(
    t.baseDir,
    new Xr(t.maxConcurrentProcesses),
    e
  ), this._trimmed = t.trimmed;
}
(dist_f.prototype = Object.create(le.prototype)).constructor = dist_f;
dist_f.prototype.customBinary = function(t) {
  return this._plugins.reconfigure("binary", t), this;
};
dist_f.prototype.env = function(t, e) {
  return arguments.length === 1 && typeof t == "object" ? this._executor.env = t : (this._executor.env = this._executor.env || {})[t] = e, this;
};
dist_f.prototype.stashList = function(t) {
  return this._runTask(
    Cs(
      ht(arguments) || {},
      dist_K(t) && t || []
    ),
    u(arguments)
  );
};
dist_f.prototype.mv = function(t, e) {
  return this._runTask(bs(t, e), u(arguments));
};
dist_f.prototype.checkoutLatestTag = function(t) {
  var e = this;
  return this.pull(function() {
    e.tags(function(n, r) {
      e.checkout(r.latest, t);
    });
  });
};
dist_f.prototype.pull = function(t, e, n, r) {
  return this._runTask(
    Ts(
      d(t, m),
      d(e, m),
      dist_h(arguments)
    ),
    u(arguments)
  );
};
dist_f.prototype.fetch = function(t, e) {
  return this._runTask(
    gs(
      d(t, m),
      d(e, m),
      dist_h(arguments)
    ),
    u(arguments)
  );
};
dist_f.prototype.tags = function(t, e) {
  return this._runTask(
    Ls(dist_h(arguments)),
    u(arguments)
  );
};
dist_f.prototype.rebase = function() {
  return this._runTask(
    g(["rebase", ...dist_h(arguments)]),
    u(arguments)
  );
};
dist_f.prototype.reset = function(t) {
  return this._runTask(
    An(xn(t), dist_h(arguments)),
    u(arguments)
  );
};
dist_f.prototype.revert = function(t) {
  const e = u(arguments);
  return typeof t != "string" ? this._runTask(dist_b("Commit must be a string"), e) : this._runTask(
    g(["revert", ...dist_h(arguments, 0, !0), t]),
    e
  );
};
dist_f.prototype.addTag = function(t) {
  const e = typeof t == "string" ? js(t) : dist_b("Git.addTag requires a tag name");
  return this._runTask(e, u(arguments));
};
dist_f.prototype.addAnnotatedTag = function(t, e) {
  return this._runTask(
    Bs(t, e),
    u(arguments)
  );
};
dist_f.prototype.deleteLocalBranch = function(t, e, n) {
  return this._runTask(
    cs(t, typeof e == "boolean" ? e : !1),
    u(arguments)
  );
};
dist_f.prototype.deleteLocalBranches = function(t, e, n) {
  return this._runTask(
    us(t, typeof e == "boolean" ? e : !1),
    u(arguments)
  );
};
dist_f.prototype.branch = function(t, e) {
  return this._runTask(
    is(dist_h(arguments)),
    u(arguments)
  );
};
dist_f.prototype.branchLocal = function(t) {
  return this._runTask(as(), u(arguments));
};
dist_f.prototype.raw = function(t) {
  const e = !Array.isArray(t), n = [].slice.call(e ? arguments : t, 0);
  for (let s = 0; s < n.length && e; s++)
    if (!st(n[s])) {
      n.splice(s, n.length - s);
      break;
    }
  n.push(...dist_h(arguments, 0, !0));
  var r = u(arguments);
  return n.length ? this._runTask(g(n, this._trimmed), r) : this._runTask(
    dist_b("Raw: must supply one or more command to execute"),
    r
  );
};
dist_f.prototype.submoduleAdd = function(t, e, n) {
  return this._runTask(As(t, e), u(arguments));
};
dist_f.prototype.submoduleUpdate = function(t, e) {
  return this._runTask(
    Ns(dist_h(arguments, !0)),
    u(arguments)
  );
};
dist_f.prototype.submoduleInit = function(t, e) {
  return this._runTask(
    xs(dist_h(arguments, !0)),
    u(arguments)
  );
};
dist_f.prototype.subModule = function(t, e) {
  return this._runTask(
    dist_X(dist_h(arguments)),
    u(arguments)
  );
};
dist_f.prototype.listRemote = function() {
  return this._runTask(
    Ss(dist_h(arguments)),
    u(arguments)
  );
};
dist_f.prototype.addRemote = function(t, e, n) {
  return this._runTask(
    vs(t, e, dist_h(arguments)),
    u(arguments)
  );
};
dist_f.prototype.removeRemote = function(t, e) {
  return this._runTask(Os(t), u(arguments));
};
dist_f.prototype.getRemotes = function(t, e) {
  return this._runTask(Es(t === !0), u(arguments));
};
dist_f.prototype.remote = function(t, e) {
  return this._runTask(
    Rs(dist_h(arguments)),
    u(arguments)
  );
};
dist_f.prototype.tag = function(t, e) {
  const n = dist_h(arguments);
  return n[0] !== "tag" && n.unshift("tag"), this._runTask(g(n), u(arguments));
};
dist_f.prototype.updateServerInfo = function(t) {
  return this._runTask(
    g(["update-server-info"]),
    u(arguments)
  );
};
dist_f.prototype.pushTags = function(t, e) {
  const n = Mr(
    { remote: d(t, m) },
    dist_h(arguments)
  );
  return this._runTask(n, u(arguments));
};
dist_f.prototype.rm = function(t) {
  return this._runTask(
    g(["rm", "-f", ...v(t)]),
    u(arguments)
  );
};
dist_f.prototype.rmKeepLocal = function(t) {
  return this._runTask(
    g(["rm", "--cached", ...v(t)]),
    u(arguments)
  );
};
dist_f.prototype.catFile = function(t, e) {
  return this._catFile("utf-8", arguments);
};
dist_f.prototype.binaryCatFile = function() {
  return this._catFile("buffer", arguments);
};
dist_f.prototype._catFile = function(t, e) {
  var n = u(e), r = ["cat-file"], s = e[0];
  if (typeof s == "string")
    return this._runTask(
      dist_b("Git.catFile: options must be supplied as an array of strings"),
      n
    );
  Array.isArray(s) && r.push.apply(r, s);
  const o = t === "buffer" ? Gt(r) : g(r);
  return this._runTask(o, n);
};
dist_f.prototype.diff = function(t, e) {
  const n = m(t) ? dist_b(
    "git.diff: supplying options as a single string is no longer supported, switch to an array of strings"
  ) : g(["diff", ...dist_h(arguments)]);
  return this._runTask(n, u(arguments));
};
dist_f.prototype.diffSummary = function() {
  return this._runTask(
    fr(dist_h(arguments, 1)),
    u(arguments)
  );
};
dist_f.prototype.applyPatch = function(t) {
  const e = dist_G(t) ? Yr(v(t), dist_h([].slice.call(arguments, 1))) : dist_b(
    "git.applyPatch requires one or more string patches as the first argument"
  );
  return this._runTask(e, u(arguments));
};
dist_f.prototype.revparse = function() {
  const t = ["rev-parse", ...dist_h(arguments, !0)];
  return this._runTask(
    g(t, !0),
    u(arguments)
  );
};
dist_f.prototype.clean = function(t, e, n) {
  const r = un(t), s = r && t.join("") || d(t, m) || "", o = dist_h([].slice.call(arguments, r ? 1 : 0));
  return this._runTask(
    on(s, o),
    u(arguments)
  );
};
dist_f.prototype.exec = function(t) {
  const e = {
    commands: [],
    format: "utf-8",
    parser() {
      typeof t == "function" && t();
    }
  };
  return this._runTask(e);
};
dist_f.prototype.checkIgnore = function(t, e) {
  return this._runTask(
    fs(v(d(t, dist_G, []))),
    u(arguments)
  );
};
dist_f.prototype.checkIsRepo = function(t, e) {
  return this._runTask(
    We(d(t, m)),
    u(arguments)
  );
};
function Is(t) {
  return t ? [{
    type: "spawn.before",
    action(r, s) {
      t.aborted && s.kill(new dist_A(void 0, "abort", "Abort already signaled"));
    }
  }, {
    type: "spawn.after",
    action(r, s) {
      function o() {
        s.kill(new dist_A(void 0, "abort", "Abort signal received"));
      }
      t.addEventListener("abort", o), s.spawned.on("close", () => t.removeEventListener("abort", o));
    }
  }] : void 0;
}
const Us = dist_$("", "plugin:allowEnvironment");
function Fs(t, e = !1) {
  const n = new Set(t.map((r) => r.toLowerCase().trim()));
  return {
    type: "spawn.options",
    action(r, s) {
      const o = { ...r.env ?? process.env }, i = new Set(
        Object.keys(s.env).map((a) => a.toLowerCase().trim())
      );
      for (const a of Object.keys(o)) {
        const c = a.toLowerCase().trim();
        if (!(!Gs(c) || n.has(c))) {
          if (i.has(c))
            throw new dist_A(
              void 0,
              "allowEnvironment",
              `Use of "${a}" is blocked by the environment guard - add it to the allowEnvironment option to permit it`
            );
          Us("removing ambient guarded environment variable %s", a), delete o[a];
        }
      }
      return {
        ...r,
        env: {
          ...o,
          GIT_TEST_DISALLOW_ABBREVIATED_OPTIONS: String(!e)
        }
      };
    }
  };
}
function Gs(t) {
  const e = t.toLowerCase().trim();
  return e.startsWith("git_") || _(e);
}
function zs(t = {}) {
  return {
    type: "spawn.args",
    action(e, { env: n }) {
      for (const r of oe(e, n))
        if (t[r.category] !== !0)
          throw new dist_A(void 0, "unsafe", r.message);
      return e;
    }
  };
}
function qs(t) {
  const e = U(t, "-c");
  return {
    type: "spawn.args",
    action(n) {
      return [...e, ...n];
    }
  };
}
const $t = (0,promise_deferred_dist/* deferred */.yX)().promise;
function Ws({
  onClose: t = !0,
  onExit: e = 50
} = {}) {
  function n() {
    let s = -1;
    const o = {
      close: (0,promise_deferred_dist/* deferred */.yX)(),
      closeTimeout: (0,promise_deferred_dist/* deferred */.yX)(),
      exit: (0,promise_deferred_dist/* deferred */.yX)(),
      exitTimeout: (0,promise_deferred_dist/* deferred */.yX)()
    }, i = Promise.race([
      t === !1 ? $t : o.closeTimeout.promise,
      e === !1 ? $t : o.exitTimeout.promise
    ]);
    return r(t, o.close, o.closeTimeout), r(e, o.exit, o.exitTimeout), {
      close(a) {
        s = a, o.close.done();
      },
      exit(a) {
        s = a, o.exit.done();
      },
      get exitCode() {
        return s;
      },
      result: i
    };
  }
  function r(s, o, i) {
    s !== !1 && (s === !0 ? o.promise : o.promise.then(() => wt(s))).then(i.done);
  }
  return {
    type: "spawn.after",
    async action(s, { spawned: o, close: i }) {
      const a = n();
      let c = !0, y = () => {
        c = !1;
      };
      o.stdout?.on("data", y), o.stderr?.on("data", y), o.on("error", y), o.on("close", (w) => a.close(w)), o.on("exit", (w) => a.exit(w));
      try {
        await a.result, c && await wt(50), i(a.exitCode);
      } catch (w) {
        i(a.exitCode, w);
      }
    }
  };
}
const we = dist_$("", "plugin:binary"), Hs = "Invalid value supplied for custom binary, requires a single string or an array containing either one or two strings", Ks = "Invalid value supplied for custom binary, restricted characters must be removed or supply the unsafe.allowUnsafeCustomBinary option";
function Vs(t) {
  return !t || !/^([a-z]:)?([a-z0-9/.\\_~-]+)$/i.test(t);
}
function Pt(t, e) {
  if (t.length < 1 || t.length > 2)
    throw new dist_A(void 0, "binary", Hs);
  if (t.some(Vs))
    if (e)
      we("permitted unsafe binary %o", t);
    else
      throw new dist_A(void 0, "binary", Ks);
  const [r, s] = t;
  return {
    binary: r,
    prefix: s
  };
}
function Xs(t, e = ["git"], n = !1) {
  let r = Pt(v(e), n);
  t.on("binary", (s) => {
    r = Pt(v(s), n), we.info("reconfiguring %o", r);
  }), t.append("spawn.binary", () => r.binary), t.append("spawn.args", (s) => r.prefix ? [r.prefix, ...s] : s);
}
const be = {
  DISALLOWED_ABBREVIATED: {
    text: "disallowed abbreviated or ambiguous option",
    solution: "Unambiguous abbreviated options blocked with unsafe.allowAbbreviatedOptions setting: {message}"
  },
  UNKNOWN: {
    text: "~ unknown ~",
    solution: void 0
  }
};
function Ys(t) {
  if (!t)
    return "UNKNOWN";
  for (const [e, { text: n }] of Object.entries(be))
    if (t.startsWith(`fatal: ${n}`))
      return e;
  return "UNKNOWN";
}
class Qs extends dist_O {
  constructor(e = "") {
    const n = Ys(e);
    super(void 0, be[n].solution?.replace("{message}", e) ?? e), this.reason = n;
  }
}
function Js(t) {
  return !!(t.exitCode && t.stdErr.length);
}
function Zs(t) {
  return Buffer.concat([...t.stdOut, ...t.stdErr]);
}
function to(t = !1, e = Js, n = Zs) {
  return (r, s) => !t && r || !e(s) ? r : n(s);
}
function eo(t, e) {
  return t === 128 && e.startsWith("fatal:") ? new Qs(e) : new dist_O(void 0, e);
}
function Mt(t) {
  return {
    type: "task.error",
    action(e, n) {
      const r = t(e.error, {
        stdErr: n.stdErr,
        stdOut: n.stdOut,
        exitCode: n.exitCode
      });
      return Buffer.isBuffer(r) ? {
        error: eo(n.exitCode, r.toString("utf-8"))
      } : {
        error: r
      };
    }
  };
}
const nt = dist_$("", "plugin:input");
function no(t) {
  return {
    type: "spawn.after",
    action(e, { commands: n, input: r, spawned: { stdin: s } }) {
      if (!s)
        return;
      const o = t?.([...n]) ?? r;
      if (!o)
        return nt("generated zero length content, not writing to stdin");
      nt("writing %s bytes to stdin", Le(o)), s.on("error", (i) => {
        i.code !== "EPIPE" && nt("[ERROR] stdin error %o", i);
      }), s.end(o);
    }
  };
}
class ro {
  constructor() {
    this.plugins = /* @__PURE__ */ new Set(), this.events = new external_node_events_.EventEmitter();
  }
  on(e, n) {
    this.events.on(e, n);
  }
  reconfigure(e, n) {
    this.events.emit(e, n);
  }
  append(e, n) {
    const r = dist_S(this.plugins, { type: e, action: n });
    return () => this.plugins.delete(r);
  }
  add(e) {
    const n = [];
    return v(e).forEach(
      (r) => {
        r && this.plugins.add(dist_S(n, r));
      }
    ), () => {
      n.forEach((r) => {
        this.plugins.delete(r);
      });
    };
  }
  exec(e, n, r) {
    let s = n;
    const o = Object.freeze(Object.create(r));
    for (const i of this.plugins)
      i.type === e && (s = i.action(s, o));
    return s;
  }
}
function so(t) {
  const e = "--progress", n = ["checkout", "clone", "fetch", "pull", "push"];
  return [{
    type: "spawn.args",
    action(o, i) {
      return n.includes(i.method) ? De(o, e) : o;
    }
  }, {
    type: "spawn.after",
    action(o, i) {
      i.commands.includes(e) && i.spawned.stderr?.on("data", (a) => {
        const c = /^([\s\S]+?):\s*(\d+)% \((\d+)\/(\d+)\)/.exec(a.toString("utf8"));
        c && t({
          method: i.method,
          stage: oo(c[1]),
          progress: p(c[2]),
          processed: p(c[3]),
          total: p(c[4])
        });
      });
    }
  }];
}
function oo(t) {
  return String(t.toLowerCase().split(" ", 1)) || "unknown";
}
function io(t) {
  const e = je(t, ["uid", "gid"]);
  return {
    type: "spawn.options",
    action(n) {
      return { ...e, ...n };
    }
  };
}
function ao() {
  return {
    type: "spawn.args",
    action(t) {
      const e = [];
      let n;
      function r(s) {
        (n = n || []).push(...s);
      }
      for (let s = 0; s < t.length; s++) {
        const o = t[s];
        if (dist_r(o)) {
          r(dist_o(o));
          continue;
        }
        if (o === "--") {
          r(
            t.slice(s + 1).flatMap((i) => dist_r(i) && dist_o(i) || i)
          );
          break;
        }
        e.push(o);
      }
      return n ? [...e, "--", ...n.map(String)] : e;
    }
  };
}
function uo({
  block: t,
  stdErr: e = !0,
  stdOut: n = !0
}) {
  if (t > 0)
    return {
      type: "spawn.after",
      action(r, s) {
        let o;
        function i() {
          o && clearTimeout(o), o = setTimeout(c, t);
        }
        function a() {
          s.spawned.stdout?.off("data", i), s.spawned.stderr?.off("data", i), s.spawned.off("exit", a), s.spawned.off("close", a), o && clearTimeout(o);
        }
        function c() {
          a(), s.kill(new dist_A(void 0, "timeout", "block timeout reached"));
        }
        n && s.spawned.stdout?.on("data", i), e && s.spawned.stderr?.on("data", i), s.spawned.on("exit", a), s.spawned.on("close", a), i();
      }
    };
}
const wo = (t, e) => {
  const n = new ro(), r = Ge(
    t && (typeof t == "string" ? { baseDir: t } : t) || {},
    e
  );
  if (!Lt(r.baseDir))
    throw new Ae(
      r,
      "Cannot use simple-git on a directory that does not exist"
    );
  return Array.isArray(r.config) && n.add(qs(r.config)), n.add(zs(r.unsafe)), n.add(Ws(r.completion)), r.abort && n.add(Is(r.abort)), r.progress && n.add(so(r.progress)), r.timeout && n.add(uo(r.timeout)), r.spawnOptions && n.add(io(r.spawnOptions)), n.add(ao()), n.add(no(r.input)), n.add(Mt(to(!0))), r.errors && n.add(Mt(r.errors)), Xs(n, r.binary, r.unsafe?.allowUnsafeCustomBinary), n.add(
    Fs(r.allowEnvironment ?? [], r.unsafe?.allowAbbreviatedOptions)
  ), new dist_f(r, n);
};

//# sourceMappingURL=index.mjs.map


/***/ })

};
