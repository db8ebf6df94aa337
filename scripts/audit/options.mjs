// The options of the audit and benchmark commands (`npm run audit:site -- --runs=1`), read with
// Node's own util.parseArgs. An option the command does not know, or a value it cannot use, stops
// the command with a message: a mistyped `--run=1` used to be ignored, and the command then ran
// its default (three to five Lighthouse runs per page) without a word.
import path from 'node:path';
import { parseArgs } from 'node:util';

/** The command line's options by `spec` (readOptions); a wrong one ends the command with its message. */
export function commandOptions(spec) {
  try {
    return readOptions(spec, process.argv.slice(2));
  } catch (error) {
    console.error(`${error.message}. The options are listed at the top of ${path.relative(process.cwd(), process.argv[1])}.`);
    process.exit(2);
  }
}

/**
 * `spec` names each option: `{ type: 'boolean' }` (a flag), `{ type: 'count', default }` (a whole
 * number of 1 or more) or `{ type: 'string', default?, choices? }`. Returns each option's value,
 * or its default when not given.
 */
export function readOptions(spec, args) {
  const { values } = parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: Object.fromEntries(Object.entries(spec).map(([name, option]) => [name, { type: option.type === 'boolean' ? 'boolean' : 'string' }])),
  });
  return Object.fromEntries(
    Object.entries(spec).map(([name, option]) => {
      const given = values[name];
      if (option.type === 'boolean') return [name, given === true];
      if (given === undefined) return [name, option.default];
      if (option.type === 'count') {
        const count = Number(given);
        if (!Number.isInteger(count) || count < 1) throw new TypeError(`--${name} takes a whole number of 1 or more, not "${given}"`);
        return [name, count];
      }
      if (option.choices && !option.choices.includes(given)) throw new TypeError(`--${name} takes ${option.choices.join(' or ')}, not "${given}"`);
      return [name, given];
    }),
  );
}
