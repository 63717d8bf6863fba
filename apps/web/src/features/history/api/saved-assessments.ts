import type { HistoryConsent, MessageOk, SavedAssessment } from '@painpoint/contracts';
import { SaveAssessmentRequest } from '@painpoint/contracts/schemas-account';
import { ASSESSMENT_PAGE_MAX, HISTORY_NOTICE_VERSION } from '@painpoint/contracts/account-constants';
import { request } from '../../../lib/api-client.ts';
import { cachedByKey } from '../../../lib/cache.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { useAppStore } from '../../../lib/store.ts';
import type { SaveDraft } from '../save-request.ts';
import { savedThisVisit } from '../saved-this-visit.ts';

/**
 * The calls of a logged-in person's history of assessments (decision 036), each answer checked
 * against the contract. The results page loads this module only when someone saves. What the pages read is kept for the visit (saved assessments do not
 * change) and forgotten after any change and at logout.
 */
const api = apiPaths.account;

/** GET /user/assessments/consent/: the consent given, or null. */
export const getHistoryConsent = () => request(api.assessmentsConsent, 'HistoryConsentState', { auth: 'required' });

/** PUT /user/assessments/consent/: consent to the notice shown (HISTORY_NOTICE_VERSION). */
export function giveHistoryConsent(): Promise<HistoryConsent> {
  forgetHistory();
  return request(api.assessmentsConsent, 'HistoryConsent', {
    method: 'PUT',
    body: { agreed: true, notice_version: HISTORY_NOTICE_VERSION },
    auth: 'required',
  });
}

/** DELETE /user/assessments/consent/: consent withdrawn, every saved assessment deleted with it. */
export function withdrawHistoryConsent(): Promise<MessageOk> {
  forgetSaved();
  return request(api.assessmentsConsent, 'MessageOk', { method: 'DELETE', auth: 'required' });
}

/**
 * The request a draft makes, checked against the contract: undefined when the results cannot make
 * a saved assessment (an answer missing, or no version heard from the server), so nothing the
 * server must refuse is sent.
 */
export function saveRequestOf(draft: SaveDraft): SaveAssessmentRequest | undefined {
  const checked = SaveAssessmentRequest.safeParse(draft);
  return checked.success ? checked.data : undefined;
}

/** POST /user/assessments/: 403 without consent, 409 when the history is full. */
export function saveAssessment(body: SaveAssessmentRequest): Promise<SavedAssessment> {
  forgetHistory();
  return request(api.assessments, 'SavedAssessment', { body, auth: 'required' });
}

/** DELETE /user/assessments/{id}/. */
export function deleteSavedAssessment(id: string): Promise<MessageOk> {
  forgetSaved();
  return request(api.assessment(id), 'MessageOk', { method: 'DELETE', auth: 'required' });
}

/**
 * DELETE /user/assessments/: every saved assessment; the consent stays. With the password once the
 * login is more than a few minutes old (403 without it, decision 063).
 */
export function deleteAllSavedAssessments(password?: string): Promise<MessageOk> {
  forgetSaved();
  const body = password ? { password } : undefined;
  return request(api.assessments, 'MessageOk', { method: 'DELETE', body, auth: 'required' });
}

/** The whole list needs one page: a person keeps at most ASSESSMENT_PAGE_MAX (MAX_SAVED_ASSESSMENTS). */
const listUrl = (location: string) => {
  const query = new URLSearchParams({ limit: String(ASSESSMENT_PAGE_MAX) });
  if (location) query.set('location', location);
  return `${api.assessments}?${query}`;
};

/**
 * GET /user/assessments/: every saved assessment (of one place, or all with the key ''), newest
 * first, with the consent.
 */
export const getSavedList = cachedByKey((location) =>
  request(listUrl(location), 'AssessmentList', { auth: 'required' }),
);
/** getSavedList's key for every place. */
export const ALL_PLACES = '';

/** GET /user/assessments/{id}/: one saved assessment with its answers. */
export const getSavedAssessment = cachedByKey((id) =>
  request(api.assessment(id), 'SavedAssessment', { auth: 'required' }),
);

/** Two saved assessments at once (to compare them), by their ids joined with a comma. */
export const getSavedPair = cachedByKey(async (ids): Promise<[SavedAssessment, SavedAssessment]> => {
  const [a = '', b = ''] = ids.split(',');
  return Promise.all([getSavedAssessment(a), getSavedAssessment(b)]);
});

/** After a change the next read asks the server again. */
function forgetHistory(): void {
  getSavedList.drop();
  getSavedAssessment.drop();
  getSavedPair.drop();
}

/** After a deletion, results saved in this visit may be gone too. */
function forgetSaved(): void {
  forgetHistory();
  savedThisVisit.clear();
}

// Someone else may log in next in this tab: their history is never served from the last one's.
useAppStore.subscribe((state, previous) => {
  if (previous.authInfo.isAuthenticated && !state.authInfo.isAuthenticated) forgetSaved();
});
