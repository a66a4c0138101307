/** Test cases that stay with a script: the sidecar format, its validator, and running cases. */
export {
  CASES_FORMAT,
  CASES_VERSION,
  emptyCasesFile,
  casesFileName,
  serializeCases,
  caseInput,
  caseFromRun,
  type CasesFile,
  type TestCase,
  type Expectation,
} from './format'
export {
  validateCases,
  parseCases,
  formatCasesProblem,
  type CasesProblem,
  type CasesResult,
} from './validate'
export {
  runCases,
  checkExpectation,
  summarizeResults,
  type CaseResult,
  type FunctionResults,
} from './run'
export { locateInJson } from './locate'
