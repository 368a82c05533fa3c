import { Column, Entity, Index } from 'typeorm';
import { NumberedRecord } from '../../../common/entity/record-columns.js';

@Entity('groups')
@Index('UQ_groups_name_lower', { synchronize: false })
export class Group extends NumberedRecord {
  /** Unique case-insensitively (expression index on lower(name) in the migration). */
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;
}
