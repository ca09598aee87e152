import { describe, expect, it } from 'vitest';
import { eventManualUrl, MANUAL_VENUE_IDS } from '../../src/features/home/event-manual';

describe('MANUAL_VENUE_IDS', () => {
  it('lists exactly the venue ids of docs/product.md, "Entities"', () => {
    expect(MANUAL_VENUE_IDS).toEqual([1, 2, 3, 4, 5, 6, 8, 12, 13, 53, 55, 56, 59, 60, 61, 62, 70, 71]);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(MANUAL_VENUE_IDS)).toBe(true);
  });
});

describe('eventManualUrl', () => {
  it('builds the encoded manual URL under /manuais/ for a covered venue', () => {
    expect(eventManualUrl({ idCasa: 1, casa: 'Espaço Jardim' })).toBe('/manuais/Manual%20de%20Eventos%20-%20Espa%C3%A7o%20Jardim.pdf');
  });

  it('decodes back to "Manual de Eventos - {venue}.pdf"', () => {
    const url = eventManualUrl({ idCasa: 71, casa: 'Casa & Villa #2' }) ?? '';
    expect(decodeURIComponent(url.slice('/manuais/'.length))).toBe('Manual de Eventos - Casa & Villa #2.pdf');
  });

  it('returns null for a venue not covered', () => {
    expect(eventManualUrl({ idCasa: 7, casa: 'Outra Casa' })).toBeNull();
    expect(eventManualUrl({ idCasa: 0, casa: 'Outra Casa' })).toBeNull();
  });

  it('returns null when the venue name is empty or blank', () => {
    expect(eventManualUrl({ idCasa: 1, casa: '' })).toBeNull();
    expect(eventManualUrl({ idCasa: 1, casa: '   ' })).toBeNull();
  });

  it('trims the venue name', () => {
    expect(eventManualUrl({ idCasa: 2, casa: ' Villa ' })).toBe('/manuais/Manual%20de%20Eventos%20-%20Villa.pdf');
  });

  it('uses a given base and adds its missing trailing slash', () => {
    expect(eventManualUrl({ idCasa: 2, casa: 'Villa' }, 'https://cdn.exemplo.com/pdf')).toBe(
      'https://cdn.exemplo.com/pdf/Manual%20de%20Eventos%20-%20Villa.pdf',
    );
    expect(eventManualUrl({ idCasa: 2, casa: 'Villa' }, '/docs/')).toBe('/docs/Manual%20de%20Eventos%20-%20Villa.pdf');
  });

  it('lets a host-provided file name override the derived one', () => {
    expect(eventManualUrl({ idCasa: 1, casa: 'Villa' }, '/manuais/', { 1: 'manual villa.pdf' })).toBe('/manuais/manual%20villa.pdf');
  });

  it('lets a host-provided file name cover a venue outside the fixed list', () => {
    expect(eventManualUrl({ idCasa: 99, casa: 'Nova Casa' }, '/manuais/', { 99: 'nova.pdf' })).toBe('/manuais/nova.pdf');
  });

  it('uses a host-provided file name even when the venue name is empty', () => {
    expect(eventManualUrl({ idCasa: 99, casa: '' }, '/manuais/', { 99: 'nova.pdf' })).toBe('/manuais/nova.pdf');
  });

  it('falls back to the derived name when the host gives an empty file name', () => {
    expect(eventManualUrl({ idCasa: 1, casa: 'Villa' }, '/manuais/', { 1: ' ' })).toBe('/manuais/Manual%20de%20Eventos%20-%20Villa.pdf');
  });

  it('keeps other covered venues when the host map names only some', () => {
    expect(eventManualUrl({ idCasa: 3, casa: 'Villa' }, '/manuais/', { 99: 'nova.pdf' })).toBe(
      '/manuais/Manual%20de%20Eventos%20-%20Villa.pdf',
    );
  });
});
