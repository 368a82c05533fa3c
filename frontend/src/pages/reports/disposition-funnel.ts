/** The disposition funnel's stages: attempts → contact type → dispositions → promises → kept, with their shares. */
import { CONTACT_TYPE_LABELS } from '@crm/shared/reports';
import { ratio } from './report-format';
import type { DispositionReport } from './report-types';

export interface FunnelStage {
  key: string;
  label: string;
  count: number;
  /** Of the attempts (the first stage). */
  share: number | null;
}

const CONTACT_TYPE_ORDER = ['RPC', 'WPC', 'NC'];

export function funnelStages(report: DispositionReport): FunnelStage[] {
  const feedback = report.rows.reduce((sum, row) => sum + row.feedback, 0);
  const promises = report.rows.reduce((sum, row) => sum + row.ptp, 0);
  const kept = report.rows.reduce((sum, row) => sum + row.kept, 0);
  const byType = new Map<string, number>(report.contact_types.map((type) => [type.contact_type, type.feedback]));
  const stages: Array<Omit<FunnelStage, 'share'>> = [
    { key: 'attempts', label: 'Attempts (calls)', count: report.attempts },
    { key: 'contacted', label: 'Answered calls', count: report.contacted },
    { key: 'feedback', label: 'Dispositions recorded', count: feedback },
    ...CONTACT_TYPE_ORDER.map((type) => ({ key: `type-${type}`, label: CONTACT_TYPE_LABELS[type] ?? type, count: byType.get(type) ?? 0 })),
    { key: 'ptp', label: 'Promises to pay', count: promises },
    { key: 'kept', label: 'Kept', count: kept },
  ];
  return stages.map((stage) => ({ ...stage, share: ratio(stage.count, report.attempts) }));
}

/** Each disposition's share of all feedback of the period. */
export function dispositionShare(report: DispositionReport, feedback: number): number | null {
  return ratio(feedback, report.rows.reduce((sum, row) => sum + row.feedback, 0));
}
