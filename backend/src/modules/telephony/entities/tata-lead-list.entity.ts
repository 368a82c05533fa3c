import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { LeadCycle } from '../../lead-cycles/entities/lead-cycle.entity.js';

/** The dialer lead list kept for one lead cycle ("Sync leads"), and when it was last refreshed. */
@Entity('tata_lead_lists')
@Index('UQ_tata_lead_lists_lead_list_id', ['leadListId'], { unique: true })
@Index('UQ_tata_lead_lists_lead_cycle', ['leadCycleId'], { unique: true })
export class TataLeadList {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text' })
  name: string;

  /** The dialer's list id. */
  @Column({ name: 'lead_list_id', type: 'text' })
  leadListId: string;

  /** Null once the lead cycle is deleted (the dialer's list stays until removed there). */
  @Column({ name: 'lead_cycle_id', type: 'integer', nullable: true })
  leadCycleId: number | null;

  @ManyToOne(() => LeadCycle, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'lead_cycle_id' })
  leadCycle: Relation<LeadCycle> | null;

  @Column({ name: 'lead_count', type: 'integer', default: 0 })
  leadCount: number;

  @Column({ name: 'last_refreshed_at', type: 'timestamptz', nullable: true })
  lastRefreshedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
