import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { CustomerImport } from './customer-import.entity.js';

/** A validated row waiting for its import's commit: the customer's columns as JSON (read back with jsonb_populate_record). */
@Entity('customer_import_rows')
export class CustomerImportRow {
  @PrimaryColumn({ name: 'import_id', type: 'uuid' })
  importId: string;

  @PrimaryColumn({ name: 'row_number', type: 'integer' })
  rowNumber: number;

  @ManyToOne(() => CustomerImport, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'import_id' })
  customerImport: Relation<CustomerImport>;

  @Column({ type: 'jsonb' })
  data: Record<string, unknown>;
}
