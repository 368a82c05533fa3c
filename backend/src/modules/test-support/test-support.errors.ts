import { NotFoundError } from '../../common/errors/domain-error.js';
import { TEST_JOBS } from './test-jobs.js';

export const TestSupportErrors = {
  unknownJob: () => new NotFoundError('UNKNOWN_TEST_JOB', `No such job: the jobs that can be run now are ${Object.keys(TEST_JOBS).join(', ')}`),
};
