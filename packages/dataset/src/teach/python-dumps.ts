/**
 * JSON text as Python's `json.dumps` writes it with its defaults, which is how TEACh's code sends and
 * saves JSON: `RemoteModel` posts `json.dumps(edh_instance)` and `json.dumps(prev_action)`, and the
 * inference runner's `json.dump` writes `pred_actions__*.json` and `metrics.json(.i)`. The defaults
 * differ from `JSON.stringify`: `", "` and `": "` between items, every non-ASCII character escaped
 * (`ensure_ascii`, lower-case `\uXXXX`, surrogate pairs beyond the BMP), and floats in `repr`.
 */
import { pythonFloat } from '../images/frame-names.js';
import { TEACH_FLOAT_FIELDS, type FloatRule } from './python-json.js';

/**
 * `json.dumps(value)` for a value built here (the runner's output files). JavaScript has one number
 * type, so which whole numbers Python would hold as floats is said by key, as for `pythonJson`: every
 * number anywhere under a key whose rule is `true` is a float (so the coordinates inside the
 * `pred_actions` pairs of a metrics record are), an array rule names the top positions that are.
 * Fractional numbers are floats wherever they are.
 */
export function pythonDumps(value: unknown, floats: ReadonlyMap<string, FloatRule> = TEACH_FLOAT_FIELDS): string {
  const write = (v: unknown, rule: FloatRule | false): string => {
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'number') return rule === true || !Number.isInteger(v) || Object.is(v, -0) ? pythonFloat(v) : String(v);
    if (typeof v === 'boolean') return v ? 'true' : 'false';
    if (typeof v === 'string') return pythonString(v);
    if (Array.isArray(v)) return `[${v.map((item, k) => write(item, rule === true ? true : Array.isArray(rule) ? rule[k] === true : false)).join(', ')}]`;
    if (typeof v === 'object') {
      const entries = Object.entries(v).filter(([, x]) => x !== undefined);
      return `{${entries.map(([k, x]) => `${pythonString(k)}: ${write(x, rule === true ? true : floats.get(k) ?? false)}`).join(', ')}}`;
    }
    throw new Error(`pythonDumps: cannot write a ${typeof v}`);
  };
  return write(value, false);
}

/**
 * `json.dumps(json.loads(text))`: what TEACh sends for a file it read. Numbers keep their kind as
 * Python's parser gives it (a token with `.` or an exponent is a float, printed in `repr`; any other
 * is an int, printed as written), key order and duplicate keys as in the text (for duplicates Python
 * keeps the last value at the first key's place; our files have none). Throws on text that is not JSON.
 */
export function pythonDumpsOfText(text: string): string {
  JSON.parse(text); // the same texts Python's parser accepts (less NaN and Infinity, which TEACh's files never hold)
  let out = '';
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += pythonString(JSON.parse(text.slice(i, j + 1)) as string);
      i = j + 1;
    } else if (c === ',' ) { out += ', '; i++; }
    else if (c === ':') { out += ': '; i++; }
    else if (c === ' ' || c === '\n' || c === '\r' || c === '\t') i++;
    else if (c === '-' || (c >= '0' && c <= '9')) {
      const m = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 40))!;
      const token = m[0];
      out += m[1] !== undefined || m[2] !== undefined ? pythonFloat(Number(token)) : token.replace(/^-0$/, '0');
      i += token.length;
    } else { out += c; i++; }
  }
  return out;
}

/** A string as `json.dumps` escapes it with `ensure_ascii=True`. */
export function pythonString(s: string): string {
  let out = '"';
  for (let k = 0; k < s.length; k++) {
    const code = s.charCodeAt(k);
    const ch = s[k]!;
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\b') out += '\\b';
    else if (ch === '\f') out += '\\f';
    // JavaScript strings are UTF-16 already, so a character beyond the BMP is the surrogate pair Python writes.
    else if (code < 0x20 || code > 0x7e) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}
