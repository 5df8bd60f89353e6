import type { z } from 'zod/mini';
import { util } from 'zod/v4/core';

/*
 * What a schema's issues say, in English, for the console, bug reports and the service's 400s:
 * zod's own English wording (`zod/locales`' `en`), for the checks these schemas make (types,
 * options, bounds, UUIDs and ISO dates), without its table of the formats and sizes they never use.
 */

/** The name zod gives a format in its English messages, for the formats these schemas check. */
const formats: Record<string, string> = { uuid: 'UUID', datetime: 'ISO datetime', date: 'ISO date' };

/** What one issue says. */
export function issueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      const received = util.parsedType(issue.input);
      const named = received === 'nan' ? 'NaN' : received === 'number' && !Number.isFinite(issue.input) ? String(issue.input) : received;
      return `Invalid input: expected ${issue.expected}, received ${named}`;
    }
    case 'invalid_value':
      return issue.values.length === 1 ? `Invalid input: expected ${util.stringifyPrimitive(issue.values[0])}` : `Invalid option: expected one of ${util.joinValues(issue.values, '|')}`;
    case 'too_big':
    case 'too_small': {
      const big = issue.code === 'too_big';
      const adj = issue.exact ? 'exactly ' : issue.inclusive ? (big ? '<=' : '>=') : big ? '<' : '>';
      const bound = String(big ? issue.maximum : issue.minimum);
      const unit = issue.origin === 'string' ? 'characters' : issue.origin === 'array' || issue.origin === 'set' ? 'items' : undefined;
      return `Too ${big ? 'big' : 'small'}: expected ${issue.origin ?? 'value'} to ${unit ? `have ${adj}${bound} ${unit}` : `be ${adj}${bound}`}`;
    }
    case 'invalid_format':
      return `Invalid ${formats[issue.format] ?? issue.format}`;
    default:
      return 'Invalid input';
  }
}
