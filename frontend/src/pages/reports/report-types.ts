/** The Reports' answers (GET /api/reports/*), from the generated API types. */
import type { components } from '../../api/schema';

type Schemas = components['schemas'];

/** The cycle figures of a set of accounts: a cycle, or one bucket of it. */
export type CycleFigures = Omit<Schemas['CycleBucketDto'], 'bucket'>;
export type CycleBucket = Schemas['CycleBucketDto'];
export type CycleRow = Schemas['CycleReportRowDto'];
export type CycleReport = Schemas['CycleReportDto'];
export type WorkFigures = Schemas['WorkFiguresDto'];
/** A group's median per figure; a figure is null when nobody in the group has it. */
export type GroupMedian = Schemas['GroupMedianDto'];
export type AgentRow = Schemas['AgentReportRowDto'];
export type AgentReport = Schemas['AgentReportDto'];
export type GroupRow = Schemas['GroupReportRowDto'];
export type GroupReport = Schemas['GroupReportDto'];
export type DispositionRow = Schemas['DispositionReportRowDto'];
export type DispositionReport = Schemas['DispositionReportDto'];
export type MyMonthReport = Schemas['MyReportDto'];
