import { configure } from '@testing-library/react';

/**
 * No test waits on a clock that load can run out (decision 020). Testing Library's waitFor and
 * findBy… give up after one second by default, which a busy 2-core machine exceeds (sign-up form
 * tests failed that way with other test runs beside them): they wait for their condition as long
 * as the test itself may run.
 */
configure({ asyncUtilTimeout: 10 * 60_000 });
