import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addCatalogue } from '../../lib/i18n.ts';
import { assessmentEn } from '../../locales/assessment-en.ts';
import { CareNearby, careKind, ESANJEEVANI_URL, OtherCare } from './components/care-nearby.tsx';

beforeAll(() => addCatalogue('assessment', assessmentEn));
afterEach(cleanup);

const query = (href: string | null) => new URL(href ?? '').searchParams.get('query');

describe('which kind of doctor a result points to', () => {
  it('is the place’s usual one, unless the first cause or a child’s age says otherwise', () => {
    expect(careKind('knee', undefined, 34)).toBe('orthopaedic');
    expect(careKind('knee', { care: undefined }, 6)).toBe('child');
    expect(careKind('face-jaw', { care: 'dentist' }, 6)).toBe('dentist');
    expect(careKind('eye', undefined, 4)).toBe('eye');
    expect(careKind('lower-abdomen-pelvis', { care: 'gynaecologist' }, 24)).toBe('gynaecologist');
  });
});

describe('care near the visitor', () => {
  it('for a visit: the kind of doctor near them as the one primary action, and a typed town', () => {
    render(<CareNearby level="see-doctor" kind="orthopaedic" />);
    const link = screen.getByTestId('care-link');
    expect(link.textContent).toContain(assessmentEn.care.find.orthopaedic);
    expect(link.className).toBe('button');
    expect(link.hasAttribute('data-primary-action')).toBe(true);
    expect(query(link.getAttribute('href'))).toBe('orthopaedic doctor near me');
    fireEvent.input(screen.getByLabelText(assessmentEn.care.town), { target: { value: ' Pune ' } });
    expect(query(screen.getByTestId('care-link').getAttribute('href'))).toBe('orthopaedic doctor in Pune');
  });

  it('for a visit: eSanjeevani, and 104 as a button that calls', () => {
    render(<OtherCare level="see-doctor" />);
    expect(screen.getByRole('link', { name: new RegExp(assessmentEn.care.esanjeevani) }).getAttribute('href')).toBe(
      ESANJEEVANI_URL,
    );
    const helpline = screen.getByRole('link', { name: assessmentEn.care.helpline });
    expect(helpline.getAttribute('href')).toBe('tel:104');
    expect(helpline.className).toBe('button button-secondary button-helpline');
  });

  it('when urgent: a hospital today and 104, no video consultation', () => {
    render(
      <>
        <CareNearby level="urgent" kind="child" />
        <OtherCare level="urgent" />
      </>,
    );
    expect(query(screen.getByTestId('care-link').getAttribute('href'))).toBe('hospital near me');
    expect(screen.queryByText(assessmentEn.care.esanjeevani)).toBeNull();
    expect(screen.getByRole('link', { name: assessmentEn.care.helpline })).toBeTruthy();
  });

  it('in an emergency: the nearest emergency department, second to the calls, and nothing that can wait', () => {
    render(
      <>
        <CareNearby level="emergency" kind="orthopaedic" />
        <OtherCare level="emergency" />
      </>,
    );
    const link = screen.getByTestId('care-link');
    expect(link.className).toBe('button button-secondary');
    expect(link.hasAttribute('data-primary-action')).toBe(false);
    expect(query(link.getAttribute('href'))).toBe('emergency department hospital near me');
    expect(screen.queryByRole('link', { name: assessmentEn.care.helpline })).toBeNull();
  });

  it('for self-care: a pharmacy, not the page’s primary action', () => {
    render(<CareNearby level="self-care" kind="doctor" />);
    const link = screen.getByTestId('care-link');
    expect(link.className).toBe('button button-secondary');
    expect(query(link.getAttribute('href'))).toBe('pharmacy near me');
  });
});
