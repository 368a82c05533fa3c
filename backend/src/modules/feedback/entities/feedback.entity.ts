import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CustomerActivity } from '../../customers/entities/customer-activity.entity.js';
import { DispositionStatus } from '../../dispositions/entities/disposition-status.entity.js';

/** What an agent recorded after a call: the disposition, a note, the follow-up. Names are copied, so history survives edits. */
@Entity('feedback')
@Index('IDX_feedback_customer_time', ['customerId', 'createdAt'])
export class Feedback extends CustomerActivity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;


  @Column({ name: 'disposition_status_id', type: 'integer', nullable: true })
  dispositionStatusId: number | null;

  @ManyToOne(() => DispositionStatus, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'disposition_status_id' })
  dispositionStatus: Relation<DispositionStatus> | null;

  @Column({ name: 'disposition_name', type: 'text' }) dispositionName: string;
  @Column({ name: 'disposition_code', type: 'text' }) dispositionCode: string;
  @Column({ name: 'contact_type', type: 'text' }) contactType: string;
  @Column({ name: 'disposition_note', type: 'text', nullable: true }) dispositionNote: string | null;
  @Column({ name: 'next_follow_up', type: 'timestamptz', nullable: true }) nextFollowUp: Date | null;
  @Column({ type: 'text', nullable: true }) language: string | null;
  @Column({ name: 'reason_for_not_paying', type: 'text', nullable: true }) reasonForNotPaying: string | null;
  /** Alternate numbers this feedback added to the customer. */
  @Column({ name: 'alternate_numbers', type: 'text', array: true, default: () => "'{}'" }) alternateNumbers: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
