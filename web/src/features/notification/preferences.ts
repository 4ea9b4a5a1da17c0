// The channel choices being edited on Pengaturan Notifikasi: what the customer changed over
// what the server answered, what 'Simpan' sends (only the topics that differ), and which
// switch a refusal's field error names ('topics.SECURITY.email', or by the position in what
// was sent: 'topics.0.sms').
import type { NotificationPreferences } from '../../api/generated/model/notificationPreferences';
import type { NotificationTopic } from '../../api/generated/model/notificationTopic';
import type { NotificationTopicChoice } from '../../api/generated/model/notificationTopicChoice';

export type Channel = 'email' | 'sms';
export type Choice = Pick<NotificationTopicChoice, 'email' | 'sms'>;
/** The customer's changes by topic (a topic set back to the server's value may stay here). */
export type Changes = Partial<Record<NotificationTopic, Choice>>;

/** What a topic's switches show: the change, else the server's value. */
export function choiceOf(
  saved: NotificationPreferences,
  changes: Changes,
  topic: NotificationTopic,
): Choice {
  const row = saved.topics.find((t) => t.topic === topic);
  return changes[topic] ?? { email: row?.email ?? false, sms: row?.sms ?? false };
}

/** The topics whose choice differs from the server's, in the server's order. */
export function changedTopics(
  saved: NotificationPreferences,
  changes: Changes,
): NotificationTopicChoice[] {
  return saved.topics.flatMap((row) => {
    const change = changes[row.topic];
    if (!change || (change.email === row.email && change.sms === row.sms)) return [];
    return [{ topic: row.topic, email: change.email, sms: change.sms }];
  });
}

/** `${topic}.${channel}` of a field error of a refusal to `sent`, or null. */
export function fieldKeyOf(field: string, sent: readonly NotificationTopicChoice[]): string | null {
  const match = /^topics\.([A-Za-z0-9_]+)\.(email|sms)$/.exec(field);
  if (!match) return null;
  const [, which, channel] = match;
  const topic = /^\d+$/.test(which!) ? sent[Number(which)]?.topic : which;
  return topic ? `${topic}.${channel}` : null;
}
