import { EmailChoicesCard } from '../../features/notifications/components/email-choices-card.tsx';
import { ProfilePage } from '../../features/profile/profile-page.tsx';
import type { ScreenPageProps } from '../screen.ts';

/** Profile with the admin's email choices for notifications: the app joins the two features. */
export function ProfileScreen({ title }: ScreenPageProps) {
  return <ProfilePage title={title} emailNotifications={<EmailChoicesCard />} />;
}
