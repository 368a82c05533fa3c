import { ApiProperty } from '@nestjs/swagger';
import { Equals } from 'class-validator';
import { NOTIFICATION_KINDS, NOTIFICATION_OUTCOMES, type Notification, type NotificationKind, type NotificationOutcome } from '../entities/notification.entity.js';

export class NotificationDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: NOTIFICATION_KINDS }) kind: NotificationKind;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true }) body: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The app route of the record' }) link: string | null;
  @ApiProperty({ enum: NOTIFICATION_OUTCOMES, nullable: true, description: 'What became of the request it is about, once decided or withdrawn' })
  outcome: NotificationOutcome | null;
  @ApiProperty() read: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: Date;
}

export class UnreadCountDto {
  @ApiProperty() count: number;
}

export class MarkReadDto {
  @ApiProperty({ enum: [true], description: 'Only marking read is offered' })
  @Equals(true, { message: 'read must be true' })
  read: true;
}

export class ReadAllDto {
  @ApiProperty({ description: 'Notifications marked read' }) updated: number;
}

export const toNotificationDto = (n: Notification): NotificationDto => ({
  id: n.id, kind: n.kind, title: n.title, body: n.body, link: n.link, outcome: n.outcome, read: n.readAt !== null, createdAt: n.createdAt,
});
