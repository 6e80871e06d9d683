/**
 * What other features may use of notebooks: loading one as a user's role allows, the role check
 * itself, and recording what a member did (in the transaction of the change).
 */
export { type ActivityRecord, lockNotebook, recordActivity } from './activity.repository';
export { invitationMail } from './invitation-mail';
export { membersLimit, presentMember, presentOwner } from './members.service';
export { loadNotebook, requireRight, roleIn } from './notebooks.service';
