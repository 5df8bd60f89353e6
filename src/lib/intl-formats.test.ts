// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat, relativeTimeFormat } from './intl-formats';

describe('Intl formatters, one per locale and options', () => {
  it('hands back the same formatter for the same locale and options, another for others', () => {
    const june = new Date(Date.UTC(2021, 5, 1));
    const month = dateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(dateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' })).toBe(month);
    expect(month.format(june)).toBe('Juni 2021');
    expect(dateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(june)).toBe('juin 2021');
    expect(dateTimeFormat('de-DE', { dateStyle: 'short', timeZone: 'UTC' })).not.toBe(month);
    expect(numberFormat('ar-EG').format(5000)).toBe('٥٬٠٠٠');
    expect(numberFormat('ar-EG')).toBe(numberFormat('ar-EG', {}));
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
    expect(listFormat('en', { type: 'conjunction' }).format(['Ana', 'Ben', 'Carla'])).toBe('Ana, Ben, and Carla');
  });

  it('never keeps a formatter that could not be built (a zone Intl does not know)', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Not/AZone' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Not/AZone' })).toThrow(RangeError);
  });
});
