/** What other areas use of `compliance`: a facilitator's contract and DBS check, recorded by their admins. */
export { useComplianceColumn } from './components/ComplianceColumn';
export { isComplete, type ComplianceRecord } from './record';
