import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

const IMPORT_STATUSES = ['staged', 'committed'] as const;
type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** One uploaded CSV file: validated rows wait in customer_import_rows until committed into a lead cycle. */
@Entity('customer_imports')
@Check('CHK_customer_imports_status', `"status" IN ('staged', 'committed')`)
@Index('IDX_customer_imports_owner', ['createdBy', 'createdAt'])
@Index('IDX_customer_imports_expiry', ['expiresAt'])
export class CustomerImport {
  /** Set by the service (crypto.randomUUID), so no database extension is needed. */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'created_by', type: 'integer' })
  createdBy: number;

  @Column({ name: 'file_name', type: 'text' })
  fileName: string;

  /** The import columns the file had, so a commit updates only those on existing customers. */
  @Column({ type: 'text', array: true })
  columns: string[];

  @Column({ type: 'text', default: 'staged' })
  status: ImportStatus;

  @Column({ name: 'total_rows', type: 'integer' })
  totalRows: number;

  @Column({ name: 'valid_rows', type: 'integer' })
  validRows: number;

  @Column({ name: 'failed_rows', type: 'integer' })
  failedRows: number;

  @Column({ name: 'lead_cycle_id', type: 'integer', nullable: true })
  leadCycleId: number | null;

  @Column({ name: 'group_id', type: 'integer', nullable: true })
  groupId: number | null;

  @Column({ name: 'created_count', type: 'integer', nullable: true })
  createdCount: number | null;

  @Column({ name: 'updated_count', type: 'integer', nullable: true })
  updatedCount: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'committed_at', type: 'timestamptz', nullable: true })
  committedAt: Date | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
