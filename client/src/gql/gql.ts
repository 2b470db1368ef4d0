/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SessionUser on User {\n    id\n    name\n    email\n    profileImageUrl\n    language\n    languageCode\n    timezone\n    mbti\n    phone\n    planningReminderTime\n    planningReminderDays\n    emailVerified\n    marketingAgreed\n    lastWorkspaceId\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n      accessTokenExpiresAt\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      accessTokenExpiresAt\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  subscription ViewerUpdated {\n    viewerUpdated {\n      ...SessionUser\n    }\n  }\n": typeof types.ViewerUpdatedDocument,
    "\n  fragment ProfileFields on UserProfile {\n    id\n    name\n    email\n    profileImageUrl\n    mbti\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  fragment WorkItemTeam on Team {\n    id\n    name\n    members {\n      id\n      user {\n        ...ProfileFields\n      }\n    }\n    workspace {\n      id\n      teams {\n        id\n        name\n      }\n    }\n  }\n": typeof types.WorkItemTeamFragmentDoc,
    "\n  fragment WorkItemSharing on TeamSharing {\n    isOwner\n    team {\n      id\n      name\n    }\n  }\n": typeof types.WorkItemSharingFragmentDoc,
    "\n    fragment HistoryItem_session on AssistantSession {\n      id\n      title\n      preview\n      updateDate\n    }\n  ": typeof types.HistoryItem_SessionFragmentDoc,
    "\n  query AssistantTodoExists($id: UUID!) {\n    todo(id: $id) {\n      id\n    }\n  }\n": typeof types.AssistantTodoExistsDocument,
    "\n  query AssistantSessions($offset: Int!, $size: Int!) {\n    assistantSessions(offset: $offset, size: $size) {\n      total\n      items {\n        ...HistoryItem_session\n      }\n    }\n  }\n": typeof types.AssistantSessionsDocument,
    "\n  query AssistantMessages($sessionId: UUID!) {\n    assistantMessages(sessionId: $sessionId) {\n      id\n      isUser\n      content\n      registerDate\n      tools {\n        id\n        name\n        input\n        result\n        error\n      }\n      parts {\n        kind\n        text\n        toolId\n        reason\n      }\n    }\n  }\n": typeof types.AssistantMessagesDocument,
    "\n  mutation DeleteAssistantSession($id: UUID!) {\n    deleteAssistantSession(id: $id)\n  }\n": typeof types.DeleteAssistantSessionDocument,
    "\n  query AssistantNoteScope($id: UUID!) {\n    note(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.AssistantNoteScopeDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      email\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token)\n  }\n": typeof types.VerifyEmailDocument,
    "\n  query EmailExists($email: String!) {\n    emailExists(email: $email)\n  }\n": typeof types.EmailExistsDocument,
    "\n  mutation ResendVerificationEmail($email: String!) {\n    resendVerificationEmail(email: $email)\n  }\n": typeof types.ResendVerificationEmailDocument,
    "\n    fragment CommentEntry_comment on Comment {\n      id\n      content\n      edited\n      parentId\n      registerDate\n      updateDate\n      author {\n        id\n        name\n        profileImageUrl\n      }\n      mentions {\n        id\n        name\n      }\n      viewerCan {\n        edit\n        delete\n        reply\n      }\n    }\n  ": typeof types.CommentEntry_CommentFragmentDoc,
    "\n  query CommentThread($target: CommentTargetInput!) {\n    comments(target: $target) {\n      count\n      items {\n        ...CommentEntry_comment\n        replies {\n          ...CommentEntry_comment\n        }\n      }\n    }\n  }\n": typeof types.CommentThreadDocument,
    "\n  query MentionSuggestions($target: CommentTargetInput!, $prefix: String!) {\n    mentionSuggestions(target: $target, prefix: $prefix) {\n      id\n      name\n      profileImageUrl\n    }\n  }\n": typeof types.MentionSuggestionsDocument,
    "\n  subscription CommentsChanged($target: CommentTargetInput!) {\n    commentsChanged(target: $target) {\n      commentId\n      kind\n    }\n  }\n": typeof types.CommentsChangedDocument,
    "\n  mutation CreateComment($input: CreateCommentInput!) {\n    createComment(input: $input) {\n      ...CommentEntry_comment\n      replies {\n        ...CommentEntry_comment\n      }\n    }\n  }\n": typeof types.CreateCommentDocument,
    "\n  mutation DeleteComment($id: UUID!) {\n    deleteComment(id: $id)\n  }\n": typeof types.DeleteCommentDocument,
    "\n  mutation UpdateComment($id: UUID!, $content: String!) {\n    updateComment(id: $id, content: $content) {\n      ...CommentEntry_comment\n    }\n  }\n": typeof types.UpdateCommentDocument,
    "\n    fragment OpenBlockers_scrum on DailyScrum {\n      openBlockers {\n        text\n        todoId\n        since\n        ageDays\n        itemId\n        user {\n          id\n          name\n          profileImageUrl\n        }\n      }\n    }\n  ": typeof types.OpenBlockers_ScrumFragmentDoc,
    "\n    fragment ScrumItemCard_item on DailyScrumItem {\n      id\n      user {\n        ...ProfileFields\n      }\n      done {\n        ...ScrumSectionView_line\n      }\n      today {\n        ...ScrumSectionView_line\n      }\n      blockers {\n        ...ScrumSectionView_blocker\n      }\n      note\n      registerDate\n      updateDate\n      edited\n      reactions {\n        ...ReactionBar_reactions\n      }\n      comments {\n        count\n      }\n      viewerCan {\n        edit\n        delete\n        comment\n        react\n      }\n    }\n  ": typeof types.ScrumItemCard_ItemFragmentDoc,
    "\n    fragment ScrumPostedSummary_scrum on DailyScrum {\n      postedCount\n      members {\n        posted\n        user {\n          ...ProfileFields\n        }\n      }\n    }\n  ": typeof types.ScrumPostedSummary_ScrumFragmentDoc,
    "\n    fragment ScrumSectionView_line on ScrumLineType {\n      text\n      todoId\n    }\n  ": typeof types.ScrumSectionView_LineFragmentDoc,
    "\n    fragment ScrumSectionView_blocker on ScrumBlockerType {\n      text\n      todoId\n      since\n      ageDays\n    }\n  ": typeof types.ScrumSectionView_BlockerFragmentDoc,
    "\n  query DailyScrum($teamId: UUID!, $date: LocalDate!) {\n    dailyScrum(teamId: $teamId, date: $date) {\n      id\n      date\n      teamId\n      viewerCan {\n        post\n        manageTemplates\n      }\n      ...ScrumPostedSummary_scrum\n      ...OpenBlockers_scrum\n      items {\n        ...ScrumItemCard_item\n      }\n    }\n  }\n": typeof types.DailyScrumDocument,
    "\n  query DailyScrumDraft($teamId: UUID!, $date: LocalDate!) {\n    dailyScrumDraft(teamId: $teamId, date: $date) {\n      done {\n        ...ScrumSectionView_line\n      }\n      today {\n        ...ScrumSectionView_line\n      }\n      blockers {\n        ...ScrumSectionView_blocker\n      }\n      note\n    }\n  }\n": typeof types.DailyScrumDraftDocument,
    "\n  query DailyScrumTemplates($teamId: UUID!) {\n    dailyScrumTemplates(teamId: $teamId) {\n      ...ScrumTemplate_template\n    }\n  }\n": typeof types.DailyScrumTemplatesDocument,
    "\n  fragment ScrumTemplate_template on DailyScrumTemplate {\n    id\n    title\n    content\n    isDefault\n    registerDate\n  }\n": typeof types.ScrumTemplate_TemplateFragmentDoc,
    "\n  subscription DailyScrumChanged($scrumId: UUID!) {\n    dailyScrumChanged(scrumId: $scrumId) {\n      scrumId\n    }\n  }\n": typeof types.DailyScrumChangedDocument,
    "\n  mutation CreateDailyScrumTemplate($teamId: UUID!, $input: ScrumTemplateInput!, $isDefault: Boolean!) {\n    createDailyScrumTemplate(teamId: $teamId, input: $input, isDefault: $isDefault) {\n      ...ScrumTemplate_template\n    }\n  }\n": typeof types.CreateDailyScrumTemplateDocument,
    "\n  mutation DeleteDailyScrumItem($id: UUID!) {\n    deleteDailyScrumItem(id: $id)\n  }\n": typeof types.DeleteDailyScrumItemDocument,
    "\n  mutation DeleteDailyScrumTemplate($id: UUID!) {\n    deleteDailyScrumTemplate(id: $id)\n  }\n": typeof types.DeleteDailyScrumTemplateDocument,
    "\n  mutation PostDailyScrumItem($scrumId: UUID!, $input: ScrumItemInput!) {\n    postDailyScrumItem(scrumId: $scrumId, input: $input) {\n      ...ScrumItemCard_item\n    }\n  }\n": typeof types.PostDailyScrumItemDocument,
    "\n  mutation SetDefaultDailyScrumTemplate($id: UUID!, $isDefault: Boolean!) {\n    setDefaultDailyScrumTemplate(id: $id, isDefault: $isDefault) {\n      ...ScrumTemplate_template\n    }\n  }\n": typeof types.SetDefaultDailyScrumTemplateDocument,
    "\n  mutation UpdateDailyScrumItem($id: UUID!, $input: ScrumItemInput!) {\n    updateDailyScrumItem(id: $id, input: $input) {\n      ...ScrumItemCard_item\n    }\n  }\n": typeof types.UpdateDailyScrumItemDocument,
    "\n  mutation UpdateDailyScrumTemplate($id: UUID!, $input: ScrumTemplateInput!) {\n    updateDailyScrumTemplate(id: $id, input: $input) {\n      ...ScrumTemplate_template\n    }\n  }\n": typeof types.UpdateDailyScrumTemplateDocument,
    "\n    fragment DriveTable_note on Note {\n      id\n      title\n      location\n      registerDate\n      updateDate\n      bookmarked\n      author {\n        id\n        name\n        profileImageUrl\n      }\n      workspace {\n        id\n        name\n      }\n      goal {\n        id\n        title\n      }\n      todo {\n        id\n        title\n      }\n    }\n  ": typeof types.DriveTable_NoteFragmentDoc,
    "\n  query Drive($filter: DriveFilter!, $offset: Int!, $size: Int!) {\n    drive(filter: $filter, offset: $offset, size: $size) {\n      total\n      items {\n        ...DriveTable_note\n      }\n    }\n  }\n": typeof types.DriveDocument,
    "\n  query DriveShortLists($size: Int!) {\n    myRecentNotes(size: $size) {\n      total\n      items {\n        ...DriveTable_note\n      }\n    }\n    recentlyViewedNotes(size: $size) {\n      total\n      items {\n        ...DriveTable_note\n      }\n    }\n    bookmarkedNotes(size: $size) {\n      total\n      items {\n        ...DriveTable_note\n      }\n    }\n  }\n": typeof types.DriveShortListsDocument,
    "\n  query DriveWorkspaceMembers($id: UUID!) {\n    workspace(id: $id) {\n      id\n      members {\n        id\n        status\n        user {\n          id\n          name\n          profileImageUrl\n        }\n      }\n    }\n  }\n": typeof types.DriveWorkspaceMembersDocument,
    "\n    fragment BookmarkPanel_feedback on Feedback {\n      id\n      content\n      registerDate\n      bookmarkUpdateDate\n      sender {\n        ...CardHeader_user\n      }\n    }\n  ": typeof types.BookmarkPanel_FeedbackFragmentDoc,
    "\n    fragment CardHeader_user on UserProfile {\n      id\n      name\n      profileImageUrl\n    }\n  ": typeof types.CardHeader_UserFragmentDoc,
    "\n    fragment FeedbackCard_feedback on Feedback {\n      id\n      workspaceId\n      content\n      isRead\n      edited\n      isBookmarked\n      bookmarkUpdateDate\n      registerDate\n      updateDate\n      sender {\n        ...CardHeader_user\n      }\n      receiver {\n        ...CardHeader_user\n      }\n      coreValues {\n        id\n        name\n        isPositive\n        active\n      }\n      todos {\n        ...TodoLine_todo\n      }\n      request {\n        id\n        content\n      }\n      reactions {\n        ...ReactionBar_reactions\n      }\n      comments {\n        count\n      }\n      viewerCan {\n        edit\n        receive\n        comment\n        delete\n      }\n    }\n  ": typeof types.FeedbackCard_FeedbackFragmentDoc,
    "\n    fragment RequestCard_request on FeedbackRequest {\n      id\n      workspaceId\n      content\n      registerDate\n      isRejected\n      isCompleted\n      isCancelled\n      sender {\n        ...CardHeader_user\n      }\n      receiver {\n        ...CardHeader_user\n      }\n      todos {\n        ...TodoLine_todo\n      }\n      viewerCan {\n        edit\n        cancel\n        reject\n        respond\n      }\n    }\n  ": typeof types.RequestCard_RequestFragmentDoc,
    "\n    fragment RequestDialog_request on FeedbackRequest {\n      ...RequestCard_request\n    }\n  ": typeof types.RequestDialog_RequestFragmentDoc,
    "\n    fragment TodoLine_todo on LinkedTodo {\n      id\n      title\n      status\n      completeDate\n      plannedMinutes\n      goal {\n        id\n        title\n      }\n    }\n  ": typeof types.TodoLine_TodoFragmentDoc,
    "\n  query FeedbackCounts($workspaceId: UUID!) {\n    feedbackCounts(workspaceId: $workspaceId) {\n      received\n      unreadReceived\n      sent\n      receivedRequests\n      sentRequests\n    }\n  }\n": typeof types.FeedbackCountsDocument,
    "\n  query ReceivedFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    receivedFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...FeedbackCard_feedback\n      }\n    }\n  }\n": typeof types.ReceivedFeedbackDocument,
    "\n  query SentFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    sentFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...FeedbackCard_feedback\n      }\n    }\n  }\n": typeof types.SentFeedbackDocument,
    "\n  query BookmarkedFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    bookmarkedFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...BookmarkPanel_feedback\n      }\n    }\n  }\n": typeof types.BookmarkedFeedbackDocument,
    "\n  query ReceivedFeedbackRequests($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    receivedFeedbackRequests(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...RequestCard_request\n      }\n    }\n  }\n": typeof types.ReceivedFeedbackRequestsDocument,
    "\n  query SentFeedbackRequests($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    sentFeedbackRequests(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...RequestCard_request\n      }\n    }\n  }\n": typeof types.SentFeedbackRequestsDocument,
    "\n  query FeedbackDetail($id: UUID!) {\n    feedback(id: $id) {\n      ...FeedbackCard_feedback\n    }\n  }\n": typeof types.FeedbackDetailDocument,
    "\n  query LinkedRequest($id: UUID!) {\n    feedbackRequest(id: $id) {\n      ...RequestDialog_request\n    }\n  }\n": typeof types.LinkedRequestDocument,
    "\n  query FeedbackColleagues($workspaceId: UUID!) {\n    workspace(id: $workspaceId) {\n      id\n      viewerRole\n      members {\n        id\n        status\n        user {\n          id\n          name\n          email\n          profileImageUrl\n        }\n      }\n    }\n  }\n": typeof types.FeedbackColleaguesDocument,
    "\n  query CoreValueUsage($workspaceId: UUID!, $from: LocalDate!, $to: LocalDate!) {\n    coreValueUsage(workspaceId: $workspaceId, from: $from, to: $to) {\n      id\n      name\n      active\n      positive\n      negative\n    }\n  }\n": typeof types.CoreValueUsageDocument,
    "\n  query CoreValues($workspaceId: UUID!) {\n    coreValues(workspaceId: $workspaceId) {\n      id\n      name\n      enable\n    }\n  }\n": typeof types.CoreValuesDocument,
    "\n  query FeedbackTodoChoices($input: TodoChoiceInput!) {\n    feedbackTodoChoices(input: $input) {\n      ...TodoLine_todo\n    }\n  }\n": typeof types.FeedbackTodoChoicesDocument,
    "\n  subscription FeedbackChanged($workspaceId: UUID!) {\n    feedbackChanged(workspaceId: $workspaceId) {\n      workspaceId\n      kind\n      id\n      cancelled\n    }\n  }\n": typeof types.FeedbackChangedDocument,
    "\n  query ImproveFeedback($content: String!) {\n    improveFeedback(content: $content) {\n      hints\n      rewrite\n    }\n  }\n": typeof types.ImproveFeedbackDocument,
    "\n  mutation AddCoreValue($workspaceId: UUID!, $name: String!) {\n    addCoreValue(workspaceId: $workspaceId, name: $name) {\n      id\n      name\n      enable\n    }\n  }\n": typeof types.AddCoreValueDocument,
    "\n  mutation CancelFeedbackRequest($id: UUID!) {\n    cancelFeedbackRequest(id: $id)\n  }\n": typeof types.CancelFeedbackRequestDocument,
    "\n  mutation DeleteCoreValue($id: UUID!) {\n    deleteCoreValue(id: $id)\n  }\n": typeof types.DeleteCoreValueDocument,
    "\n  mutation DeleteFeedback($id: UUID!) {\n    deleteFeedback(id: $id)\n  }\n": typeof types.DeleteFeedbackDocument,
    "\n  mutation MarkFeedbackRead($workspaceId: UUID!, $ids: [UUID!]!) {\n    markFeedbackRead(workspaceId: $workspaceId, ids: $ids)\n  }\n": typeof types.MarkFeedbackReadDocument,
    "\n  mutation RejectFeedbackRequest($id: UUID!) {\n    rejectFeedbackRequest(id: $id) {\n      id\n      isRejected\n    }\n  }\n": typeof types.RejectFeedbackRequestDocument,
    "\n  mutation RenameCoreValue($id: UUID!, $name: String!) {\n    renameCoreValue(id: $id, name: $name) {\n      id\n      name\n      enable\n    }\n  }\n": typeof types.RenameCoreValueDocument,
    "\n  mutation RequestFeedback($input: RequestFeedbackInput!) {\n    requestFeedback(input: $input) {\n      ...RequestCard_request\n    }\n  }\n": typeof types.RequestFeedbackDocument,
    "\n  mutation ResendFeedback($id: UUID!) {\n    resendFeedback(id: $id) {\n      ...FeedbackCard_feedback\n    }\n  }\n": typeof types.ResendFeedbackDocument,
    "\n  mutation SendFeedback($input: SendFeedbackInput!) {\n    sendFeedback(input: $input) {\n      ...FeedbackCard_feedback\n    }\n  }\n": typeof types.SendFeedbackDocument,
    "\n  mutation SetFeedbackBookmark($id: UUID!, $bookmarked: Boolean!) {\n    setFeedbackBookmark(id: $id, bookmarked: $bookmarked) {\n      id\n      isBookmarked\n      bookmarkUpdateDate\n    }\n  }\n": typeof types.SetFeedbackBookmarkDocument,
    "\n  mutation UpdateFeedback($id: UUID!, $input: FeedbackFieldsInput!) {\n    updateFeedback(id: $id, input: $input) {\n      ...FeedbackCard_feedback\n    }\n  }\n": typeof types.UpdateFeedbackDocument,
    "\n  mutation UpdateFeedbackRequest($id: UUID!, $input: FeedbackRequestFieldsInput!) {\n    updateFeedbackRequest(id: $id, input: $input) {\n      ...RequestCard_request\n    }\n  }\n": typeof types.UpdateFeedbackRequestDocument,
    "\n  query MyInvitations {\n    myInvitations {\n      id\n      role\n      workspaceId\n      workspaceName\n      inviter {\n        id\n        name\n      }\n    }\n  }\n": typeof types.MyInvitationsDocument,
    "\n  mutation FirstRunCreateTodo($input: CreateTodoInput!) {\n    createTodo(input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.FirstRunCreateTodoDocument,
    "\n  query GoalSelector($workspaceId: UUID) {\n    goalSelector(workspaceId: $workspaceId) {\n      projectId\n      projectName\n      goals {\n        id\n        title\n        status\n        priority\n        endDate\n      }\n    }\n  }\n": typeof types.GoalSelectorDocument,
    "\n    fragment GoalCell_goal on Goal {\n      id\n      title\n      status\n      priority\n      startDate\n      endDate\n      registerDate\n      completeDate\n      indicatorType\n      initialValue\n      currentValue\n      targetValue\n      indicatorProgress\n      viewerHidden\n      work {\n        plannedHours\n        todos\n        doneTodos\n        includesSubgoals\n      }\n      leader {\n        id\n        name\n        profileImageUrl\n      }\n      participants {\n        id\n        name\n        profileImageUrl\n      }\n      project {\n        id\n        name\n      }\n      team {\n        id\n        name\n      }\n      viewerCan {\n        edit\n        delete\n        share\n      }\n    }\n  ": typeof types.GoalCell_GoalFragmentDoc,
    "\n  query GoalParentOptions($teamId: UUID!) {\n    goals(filter: { teamId: $teamId, visibility: ALL, completedPeriod: ALL, ordering: \"title\" }, offset: 0, size: 100) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": typeof types.GoalParentOptionsDocument,
    "\n  query GoalProjectOptions($teamId: UUID!) {\n    projects(teamId: $teamId, offset: 0, size: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.GoalProjectOptionsDocument,
    "\n  query MemberGoals($teamId: UUID!, $memberId: UUID!, $offset: Int!, $size: Int!) {\n    goals(filter: { teamId: $teamId, memberId: $memberId, visibility: ALL, completedPeriod: ALL }, offset: $offset, size: $size) {\n      total\n      items {\n        id\n        title\n        status\n        priority\n        endDate\n      }\n    }\n  }\n": typeof types.MemberGoalsDocument,
    "\n  fragment GoalDisplaySettingFields on GoalDisplaySetting {\n    completedFilter\n    displayProperties\n    grouping\n    ordering\n    orderingDir\n    viewType\n  }\n": typeof types.GoalDisplaySettingFieldsFragmentDoc,
    "\n  query GoalDisplaySetting {\n    me {\n      id\n      timezone\n      goalDisplaySetting {\n        ...GoalDisplaySettingFields\n      }\n    }\n  }\n": typeof types.GoalDisplaySettingDocument,
    "\n  query Goals($filter: GoalListFilter!, $offset: Int!, $size: Int!) {\n    goals(filter: $filter, offset: $offset, size: $size) {\n      total\n      items {\n        ...GoalCell_goal\n      }\n    }\n  }\n": typeof types.GoalsDocument,
    "\n  subscription TeamGoalsChanged($teamIds: [UUID!]!) {\n    teamGoalsChanged(teamIds: $teamIds) {\n      goalId\n    }\n  }\n": typeof types.TeamGoalsChangedDocument,
    "\n  query GoalTeams {\n    myTeams {\n      id\n      name\n      workspace {\n        id\n        name\n      }\n    }\n  }\n": typeof types.GoalTeamsDocument,
    "\n  query GoalDetail($id: UUID!) {\n    goal(id: $id) {\n      ...GoalCell_goal\n      content\n      updateDate\n      ancestors {\n        id\n        title\n      }\n      parent {\n        id\n      }\n      children {\n        ...GoalCell_goal\n      }\n      project {\n        id\n        name\n        goals {\n          id\n          title\n          status\n          priority\n          endDate\n        }\n      }\n      sharedTeams {\n        ...WorkItemSharing\n      }\n      team {\n        ...WorkItemTeam\n        workspace {\n          id\n          members {\n            id\n            status\n            user {\n              ...ProfileFields\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.GoalDetailDocument,
    "\n  subscription GoalChanged($goalId: UUID!) {\n    goalChanged(goalId: $goalId) {\n      goalId\n      goal {\n        id\n      }\n    }\n  }\n": typeof types.GoalChangedDocument,
    "\n  query GoalActivity($goalId: UUID!, $offset: Int!, $size: Int!) {\n    goalActivity(goalId: $goalId, offset: $offset, size: $size) {\n      hasMore\n      items {\n        id\n        action\n        activityType\n        createdAt\n        user {\n          id\n          name\n          profileImageUrl\n        }\n        history {\n          id\n          field\n          oldValue\n          newValue\n        }\n        comment {\n          id\n          content\n          mentions {\n            id\n            name\n          }\n        }\n        note {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.GoalActivityDocument,
    "\n  query ChildrenSharingStatus($goalId: UUID!, $teamId: UUID!, $enable: Boolean!) {\n    childrenSharingStatus(goalId: $goalId, teamId: $teamId, enable: $enable) {\n      childCount\n      changing {\n        id\n      }\n    }\n  }\n": typeof types.ChildrenSharingStatusDocument,
    "\n  mutation AddGoalParticipant($goalId: UUID!, $userId: UUID!) {\n    addGoalParticipant(goalId: $goalId, userId: $userId) {\n      id\n      participants {\n        id\n        name\n        profileImageUrl\n      }\n    }\n  }\n": typeof types.AddGoalParticipantDocument,
    "\n  mutation CreateGoal($input: CreateGoalInput!) {\n    createGoal(input: $input) {\n      ...GoalCell_goal\n    }\n  }\n": typeof types.CreateGoalDocument,
    "\n  mutation DeleteGoal($id: UUID!) {\n    deleteGoal(id: $id)\n  }\n": typeof types.DeleteGoalDocument,
    "\n  mutation UpdateGoalDisplaySetting($input: GoalDisplaySettingInput!) {\n    updateGoalDisplaySetting(input: $input) {\n      id\n      goalDisplaySetting {\n        ...GoalDisplaySettingFields\n      }\n    }\n  }\n": typeof types.UpdateGoalDisplaySettingDocument,
    "\n  mutation HideGoal($id: UUID!) {\n    hideGoal(id: $id) {\n      id\n      viewerHidden\n    }\n  }\n": typeof types.HideGoalDocument,
    "\n  mutation MoveGoal($id: UUID!, $parentId: UUID) {\n    moveGoal(id: $id, parentId: $parentId) {\n      id\n      parent {\n        id\n      }\n    }\n  }\n": typeof types.MoveGoalDocument,
    "\n  mutation RemoveGoalParticipant($goalId: UUID!, $userId: UUID!) {\n    removeGoalParticipant(goalId: $goalId, userId: $userId) {\n      id\n      participants {\n        id\n        name\n        profileImageUrl\n      }\n    }\n  }\n": typeof types.RemoveGoalParticipantDocument,
    "\n  mutation RevealGoal($id: UUID!) {\n    revealGoal(id: $id) {\n      id\n      viewerHidden\n    }\n  }\n": typeof types.RevealGoalDocument,
    "\n  mutation SetGoalSharing($input: GoalSharingInput!) {\n    setGoalSharing(input: $input) {\n      id\n      sharedTeams {\n        ...WorkItemSharing\n      }\n    }\n  }\n": typeof types.SetGoalSharingDocument,
    "\n  mutation UpdateGoal($id: UUID!, $input: UpdateGoalInput!) {\n    updateGoal(id: $id, input: $input) {\n      ...GoalCell_goal\n      content\n      updateDate\n    }\n  }\n": typeof types.UpdateGoalDocument,
    "\n    fragment InvitePage_invitation on Invitation {\n      id\n      email\n      role\n      status\n      registerDate\n      respondedAt\n      viewerEmailMatches\n      workspaceId\n      workspaceName\n      inviter {\n        id\n        name\n        email\n        profileImageUrl\n      }\n    }\n  ": typeof types.InvitePage_InvitationFragmentDoc,
    "\n  query Invitation($id: UUID!) {\n    invitation(id: $id) {\n      ...InvitePage_invitation\n    }\n  }\n": typeof types.InvitationDocument,
    "\n  mutation AcceptInvitation($id: UUID!) {\n    acceptInvitation(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  mutation RejectInvitation($id: UUID!) {\n    rejectInvitation(id: $id) {\n      ...InvitePage_invitation\n    }\n  }\n": typeof types.RejectInvitationDocument,
    "\n    fragment NoteList_note on Note {\n      id\n      title\n      updateDate\n      author {\n        id\n        name\n        profileImageUrl\n      }\n    }\n  ": typeof types.NoteList_NoteFragmentDoc,
    "\n    fragment NotePage_note on Note {\n      id\n      title\n      content\n      location\n      registerDate\n      updateDate\n      bookmarked\n      shareEnabled\n      shareUrl\n      shortUrlCode\n      author {\n        id\n        name\n        profileImageUrl\n      }\n      workspace {\n        id\n        name\n      }\n      goal {\n        id\n        title\n      }\n      todo {\n        id\n        title\n      }\n      viewerCan {\n        edit\n        share\n        delete\n      }\n    }\n  ": typeof types.NotePage_NoteFragmentDoc,
    "\n  query Note($id: UUID!) {\n    note(id: $id) {\n      ...NotePage_note\n    }\n  }\n": typeof types.NoteDocument,
    "\n  query SharedNote($code: String!) {\n    sharedNote(code: $code) {\n      title\n      content\n      authorName\n      updateDate\n    }\n  }\n": typeof types.SharedNoteDocument,
    "\n  query GoalNotes($goalId: UUID!) {\n    goal(id: $goalId) {\n      id\n      notes {\n        ...NoteList_note\n      }\n    }\n  }\n": typeof types.GoalNotesDocument,
    "\n  query TodoNotes($todoId: UUID!) {\n    todo(id: $todoId) {\n      id\n      noteCount\n      notes {\n        ...NoteList_note\n      }\n    }\n  }\n": typeof types.TodoNotesDocument,
    "\n  mutation SetNoteBookmark($id: UUID!, $bookmarked: Boolean!) {\n    setNoteBookmark(id: $id, bookmarked: $bookmarked) {\n      id\n      bookmarked\n    }\n  }\n": typeof types.SetNoteBookmarkDocument,
    "\n  query NoteSummary($id: UUID!) {\n    noteSummary(id: $id)\n  }\n": typeof types.NoteSummaryDocument,
    "\n  mutation CreateNote($input: CreateNoteInput!) {\n    createNote(input: $input) {\n      ...NotePage_note\n    }\n  }\n": typeof types.CreateNoteDocument,
    "\n  mutation DeleteNote($id: UUID!) {\n    deleteNote(id: $id)\n  }\n": typeof types.DeleteNoteDocument,
    "\n  mutation EmailNoteSummary($id: UUID!) {\n    emailNoteSummary(id: $id)\n  }\n": typeof types.EmailNoteSummaryDocument,
    "\n  mutation MarkNoteViewed($id: UUID!) {\n    markNoteViewed(id: $id)\n  }\n": typeof types.MarkNoteViewedDocument,
    "\n  mutation SetNoteSharing($id: UUID!, $enabled: Boolean!) {\n    setNoteSharing(id: $id, enabled: $enabled) {\n      id\n      shareEnabled\n      shareUrl\n      shortUrlCode\n    }\n  }\n": typeof types.SetNoteSharingDocument,
    "\n  mutation UpdateNote($id: UUID!, $input: UpdateNoteInput!) {\n    updateNote(id: $id, input: $input) {\n      id\n      title\n      content\n      updateDate\n    }\n  }\n": typeof types.UpdateNoteDocument,
    "\n    fragment NotificationItem_notification on Notification {\n      id\n      type\n      content\n      relatedId\n      relatedType\n      isRead\n      isViewed\n      registerDate\n    }\n  ": typeof types.NotificationItem_NotificationFragmentDoc,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  query Notifications($filter: NotificationFilter!, $page: Int!, $size: Int!) {\n    notifications(filter: $filter, page: $page, size: $size) {\n      items {\n        ...NotificationItem_notification\n      }\n      page\n      totalCount\n      hasMore\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  subscription NotificationChanged {\n    notificationChanged {\n      notification {\n        ...NotificationItem_notification\n      }\n      unreadCount\n      initial\n    }\n  }\n": typeof types.NotificationChangedDocument,
    "\n  subscription NotificationDeleted {\n    notificationDeleted {\n      ids\n      unreadCount\n    }\n  }\n": typeof types.NotificationDeletedDocument,
    "\n  mutation DeleteNotification($id: UUID!) {\n    deleteNotification(id: $id)\n  }\n": typeof types.DeleteNotificationDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  mutation MarkNotificationRead($id: UUID!, $read: Boolean!) {\n    markNotificationRead(id: $id, read: $read) {\n      ...NotificationItem_notification\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkNotificationsViewed($ids: [UUID!]) {\n    markNotificationsViewed(ids: $ids)\n  }\n": typeof types.MarkNotificationsViewedDocument,
    "\n  query PlannerDone($size: Int!) {\n    doneTodos(offset: 0, size: $size) {\n      total\n      items {\n        ...PlannerTodo\n      }\n    }\n  }\n": typeof types.PlannerDoneDocument,
    "\n  query PlannerUpcoming($page: Int!) {\n    upcomingPlanners(page: $page) {\n      hasMore\n      items {\n        id\n        plannerDate\n        blocks\n        todo {\n          ...PlannerTodo\n        }\n      }\n    }\n  }\n": typeof types.PlannerUpcomingDocument,
    "\n  fragment PlannerTodo on Todo {\n    id\n    title\n    masked\n    status\n    completeDate\n    cancelledDate\n    isPublic\n    dueDate\n    category {\n      id\n      name\n      color\n      colorName\n    }\n    goal {\n      id\n      title\n      status\n    }\n    viewerCan {\n      edit\n      editTimes\n      delete\n    }\n  }\n": typeof types.PlannerTodoFragmentDoc,
    "\n  fragment PlannerEntry on Planner {\n    id\n    blocks\n    plannerDate\n    todo {\n      ...PlannerTodo\n    }\n  }\n": typeof types.PlannerEntryFragmentDoc,
    "\n  query PlannerDay($date: LocalDate!) {\n    plannerDay(date: $date) {\n      ...PlannerEntry\n    }\n  }\n": typeof types.PlannerDayDocument,
    "\n  query PlannerMemberDay($date: LocalDate!, $userId: UUID!) {\n    plannerDay(date: $date, userId: $userId) {\n      ...PlannerEntry\n    }\n  }\n": typeof types.PlannerMemberDayDocument,
    "\n  query PlannerDates($from: LocalDate!, $to: LocalDate!) {\n    plannerDates(from: $from, to: $to) {\n      date\n      count\n    }\n  }\n": typeof types.PlannerDatesDocument,
    "\n  query PlannerUnfinished($date: LocalDate!, $size: Int!) {\n    unfinishedTodos(date: $date, offset: 0, size: $size) {\n      total\n      items {\n        ...PlannerTodo\n      }\n    }\n  }\n": typeof types.PlannerUnfinishedDocument,
    "\n  query PlannerInbox($size: Int!) {\n    inbox(offset: 0, size: $size) {\n      total\n      items {\n        ...PlannerTodo\n      }\n    }\n  }\n": typeof types.PlannerInboxDocument,
    "\n  query PlannerWaitingGoals {\n    goalsWithoutTodos {\n      id\n      title\n    }\n  }\n": typeof types.PlannerWaitingGoalsDocument,
    "\n  mutation PlannerCreateTodo($input: CreateTodoInput!) {\n    createTodo(input: $input) {\n      ...PlannerTodo\n      planners {\n        id\n        blocks\n        plannerDate\n      }\n    }\n  }\n": typeof types.PlannerCreateTodoDocument,
    "\n  subscription PlannerLive {\n    plannerChanged {\n      date\n      userId\n    }\n  }\n": typeof types.PlannerLiveDocument,
    "\n  mutation PlannerMoveInboxTodo($id: UUID!, $beforeId: UUID) {\n    moveInboxTodo(id: $id, beforeId: $beforeId) {\n      id\n    }\n  }\n": typeof types.PlannerMoveInboxTodoDocument,
    "\n  mutation PlannerUpdatePlanner($id: UUID!, $blocks: [Int!]!) {\n    updatePlanner(id: $id, blocks: $blocks) {\n      id\n      blocks\n      plannerDate\n    }\n  }\n": typeof types.PlannerUpdatePlannerDocument,
    "\n  query TodoDisplaySetting {\n    me {\n      id\n      todoDisplaySetting {\n        showGoals\n        showEmptyGoals\n      }\n    }\n  }\n": typeof types.TodoDisplaySettingDocument,
    "\n  mutation UpdateTodoDisplaySetting($input: TodoDisplaySettingInput!) {\n    updateTodoDisplaySetting(input: $input) {\n      id\n      todoDisplaySetting {\n        showGoals\n        showEmptyGoals\n      }\n    }\n  }\n": typeof types.UpdateTodoDisplaySettingDocument,
    "\n    fragment ProjectSharing_project on Project {\n      id\n      sharedTeams {\n        ...WorkItemSharing\n      }\n    }\n  ": typeof types.ProjectSharing_ProjectFragmentDoc,
    "\n    fragment ProjectTable_project on Project {\n      id\n      name\n      deadline\n      priority\n      status\n      registerDate\n      leader {\n        ...ProfileFields\n      }\n      participants {\n        ...ProfileFields\n      }\n      team {\n        id\n        name\n      }\n    }\n  ": typeof types.ProjectTable_ProjectFragmentDoc,
    "\n  query Projects($teamId: UUID, $workspaceId: UUID, $offset: Int!, $size: Int!) {\n    projects(teamId: $teamId, workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...ProjectTable_project\n      }\n    }\n  }\n": typeof types.ProjectsDocument,
    "\n  query Project($id: UUID!) {\n    project(id: $id) {\n      ...ProjectTable_project\n      ...ProjectSharing_project\n      description\n      viewerCan {\n        edit\n        delete\n        share\n      }\n      team {\n        ...WorkItemTeam\n        viewerIsMember\n        workspace {\n          id\n        }\n      }\n      goals {\n        id\n        title\n        status\n        priority\n        endDate\n        leader {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n": typeof types.ProjectDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...ProjectTable_project\n    }\n  }\n": typeof types.CreateProjectDocument,
    "\n  mutation DeleteProject($id: UUID!) {\n    deleteProject(id: $id)\n  }\n": typeof types.DeleteProjectDocument,
    "\n  mutation SetProjectSharing($input: ProjectSharingInput!) {\n    setProjectSharing(input: $input) {\n      ...ProjectSharing_project\n    }\n  }\n": typeof types.SetProjectSharingDocument,
    "\n  mutation UpdateProject($id: UUID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...ProjectTable_project\n      description\n    }\n  }\n": typeof types.UpdateProjectDocument,
    "\n  query QuickFind($text: String!, $size: Int) {\n    quickFind(text: $text, size: $size) {\n      kind\n      id\n      title\n      workspaceId\n      workspaceName\n      teamId\n    }\n  }\n": typeof types.QuickFindDocument,
    "\n    fragment ReactionBar_reactions on ReactionGroup {\n      emoji\n      count\n      viewerReacted\n      users {\n        id\n        name\n      }\n    }\n  ": typeof types.ReactionBar_ReactionsFragmentDoc,
    "\n  mutation AddReaction($target: ReactionTargetInput!, $emoji: String!) {\n    addReaction(target: $target, emoji: $emoji) {\n      ...ReactionBar_reactions\n    }\n  }\n": typeof types.AddReactionDocument,
    "\n  mutation RemoveReaction($target: ReactionTargetInput!, $emoji: String!) {\n    removeReaction(target: $target, emoji: $emoji) {\n      ...ReactionBar_reactions\n    }\n  }\n": typeof types.RemoveReactionDocument,
    "\n  query ReportTeams($workspaceId: UUID!) {\n    myTeams(workspaceId: $workspaceId) {\n      id\n      name\n    }\n  }\n": typeof types.ReportTeamsDocument,
    "\n  query MembersWithoutReport($teamId: UUID!, $type: ReportTypeCode!, $date: LocalDate!) {\n    membersWithoutReport(teamId: $teamId, type: $type, date: $date) {\n      id\n      name\n      profileImageUrl\n    }\n  }\n": typeof types.MembersWithoutReportDocument,
    "\n    fragment ReceivedReportRow_report on Report {\n      id\n      title\n      type\n      startDate\n      endDate\n      sentAt\n      viewerHasRead\n      workspace {\n        id\n      }\n      author {\n        id\n        name\n        profileImageUrl\n      }\n      receivers {\n        ...ReportReceiverList_receipt\n      }\n    }\n  ": typeof types.ReceivedReportRow_ReportFragmentDoc,
    "\n    fragment ReportPage_report on Report {\n      id\n      title\n      type\n      startDate\n      endDate\n      isDraft\n      sentAt\n      authorDeleted\n      registerDate\n      updateDate\n      content\n      ...ReportTimeChart_report\n      viewerHasRead\n      author {\n        id\n        name\n        profileImageUrl\n      }\n      workspace {\n        id\n      }\n      viewerCan {\n        edit\n        send\n        delete\n        receive\n      }\n      receivers {\n        ...ReportReceiverList_receipt\n      }\n    }\n  ": typeof types.ReportPage_ReportFragmentDoc,
    "\n    fragment ReportReceiverList_receipt on ReportReceipt {\n      isPrimary\n      isRead\n      readAt\n      sentAt\n      onTheirList\n      user {\n        id\n        name\n        profileImageUrl\n      }\n    }\n  ": typeof types.ReportReceiverList_ReceiptFragmentDoc,
    "\n    fragment ReportTimeChart_report on Report {\n      timeCharts {\n        kind\n        title\n        subtitle\n        pngDataUrl\n        width\n        height\n        values {\n          label\n          text\n        }\n      }\n    }\n  ": typeof types.ReportTimeChart_ReportFragmentDoc,
    "\n    fragment SentReportRow_report on Report {\n      id\n      title\n      type\n      startDate\n      endDate\n      isDraft\n      sentAt\n      registerDate\n      workspace {\n        id\n      }\n      receivers {\n        ...ReportReceiverList_receipt\n      }\n    }\n  ": typeof types.SentReportRow_ReportFragmentDoc,
    "\n  query SentReports($workspaceId: UUID!, $offset: Int!, $size: Int!, $drafts: Boolean) {\n    sentReports(workspaceId: $workspaceId, offset: $offset, size: $size, drafts: $drafts) {\n      total\n      items {\n        ...SentReportRow_report\n      }\n    }\n  }\n": typeof types.SentReportsDocument,
    "\n  query ReceivedReports($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    receivedReports(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...ReceivedReportRow_report\n      }\n    }\n  }\n": typeof types.ReceivedReportsDocument,
    "\n  query UnreadReportCount($workspaceId: UUID!) {\n    unreadReportCount(workspaceId: $workspaceId)\n  }\n": typeof types.UnreadReportCountDocument,
    "\n  query Report($id: UUID!) {\n    report(id: $id) {\n      ...ReportPage_report\n    }\n  }\n": typeof types.ReportDocument,
    "\n  query ReportColleagues($workspaceId: UUID!) {\n    workspace(id: $workspaceId) {\n      id\n      members {\n        id\n        status\n        user {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n": typeof types.ReportColleaguesDocument,
    "\n  subscription ReportsChanged($workspaceId: UUID!) {\n    reportsChanged(workspaceId: $workspaceId) {\n      reportId\n      workspaceId\n    }\n  }\n": typeof types.ReportsChangedDocument,
    "\n  mutation CreateReport($input: CreateReportInput!) {\n    createReport(input: $input) {\n      ...ReportPage_report\n    }\n  }\n": typeof types.CreateReportDocument,
    "\n  mutation DeleteReport($id: UUID!) {\n    deleteReport(id: $id)\n  }\n": typeof types.DeleteReportDocument,
    "\n  mutation MarkReportRead($id: UUID!) {\n    markReportRead(id: $id) {\n      ...ReportPage_report\n    }\n  }\n": typeof types.MarkReportReadDocument,
    "\n  mutation RemoveReportReceiver($id: UUID!, $userId: UUID!) {\n    removeReportReceiver(id: $id, userId: $userId) {\n      ...ReportPage_report\n    }\n  }\n": typeof types.RemoveReportReceiverDocument,
    "\n  mutation RequestReport($workspaceId: UUID!, $userId: UUID!) {\n    requestReport(workspaceId: $workspaceId, userId: $userId)\n  }\n": typeof types.RequestReportDocument,
    "\n  mutation SendReport($id: UUID!, $receivers: [ReportReceiverInput!]!) {\n    sendReport(id: $id, receivers: $receivers) {\n      reportId\n      newReceivers {\n        id\n        name\n      }\n      updatedReceivers {\n        id\n        name\n      }\n      report {\n        ...ReportPage_report\n      }\n    }\n  }\n": typeof types.SendReportDocument,
    "\n  mutation UpdateReport($id: UUID!, $input: UpdateReportInput!) {\n    updateReport(id: $id, input: $input) {\n      ...ReportPage_report\n    }\n  }\n": typeof types.UpdateReportDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n": typeof types.DeleteAccountDocument,
    "\n  query WorkspacesAwaitingNewOwner {\n    me {\n      id\n      workspacesAwaitingNewOwner {\n        id\n        name\n      }\n    }\n  }\n": typeof types.WorkspacesAwaitingNewOwnerDocument,
    "\n  mutation RemoveDemoData {\n    removeDemoData\n  }\n": typeof types.RemoveDemoDataDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      createdAt\n    }\n  }\n": typeof types.CalendarFeedDocument,
    "\n  mutation ResetCalendarFeed {\n    resetCalendarFeed {\n      url\n      calendarFeed {\n        createdAt\n      }\n    }\n  }\n": typeof types.ResetCalendarFeedDocument,
    "\n  query DemoDataPresent {\n    demoDataPresent\n  }\n": typeof types.DemoDataPresentDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": typeof types.PushPublicKeyDocument,
    "\n  mutation SubscribePush($input: PushSubscriptionInput!) {\n    subscribePush(input: $input)\n  }\n": typeof types.SubscribePushDocument,
    "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n": typeof types.UnsubscribePushDocument,
    "\n  query PersonalAccessTokens {\n    personalAccessTokens {\n      ...PersonalAccessTokenRow\n    }\n  }\n": typeof types.PersonalAccessTokensDocument,
    "\n  fragment PersonalAccessTokenRow on PersonalAccessToken {\n    id\n    name\n    hint\n    scope\n    createdAt\n    expiresAt\n    lastUsedAt\n    lastUsedIp\n    workspaceId\n    workspaceName\n  }\n": typeof types.PersonalAccessTokenRowFragmentDoc,
    "\n  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      token\n      personalAccessToken {\n        ...PersonalAccessTokenRow\n      }\n    }\n  }\n": typeof types.CreatePersonalAccessTokenDocument,
    "\n  mutation RevokePersonalAccessToken($id: UUID!) {\n    revokePersonalAccessToken(id: $id) {\n      id\n    }\n  }\n": typeof types.RevokePersonalAccessTokenDocument,
    "\n    fragment TeamMembersPage_member on TeamMember {\n      id\n      registerDate\n      user {\n        ...ProfileFields\n      }\n    }\n  ": typeof types.TeamMembersPage_MemberFragmentDoc,
    "\n  fragment TeamSummary on Team {\n    id\n    name\n    description\n    viewerIsMember\n    workspace {\n      id\n    }\n  }\n": typeof types.TeamSummaryFragmentDoc,
    "\n  query MyTeams($workspaceId: UUID) {\n    myTeams(workspaceId: $workspaceId) {\n      ...TeamSummary\n    }\n  }\n": typeof types.MyTeamsDocument,
    "\n  query Team($id: UUID!) {\n    team(id: $id) {\n      ...TeamSummary\n      registerDate\n      viewerCan {\n        addMembers\n        removeMembers\n        leave\n        update\n        delete\n      }\n      members {\n        ...TeamMembersPage_member\n      }\n      workspace {\n        id\n        name\n        members {\n          id\n          role\n          status\n          user {\n            ...ProfileFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.TeamDocument,
    "\n  query CreateTeamCandidates($id: UUID!) {\n    workspace(id: $id) {\n      id\n      members {\n        id\n        status\n        user {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n": typeof types.CreateTeamCandidatesDocument,
    "\n  query TeamPeople($id: UUID!) {\n    team(id: $id) {\n      id\n      name\n      members {\n        id\n        user {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n": typeof types.TeamPeopleDocument,
    "\n  mutation AddTeamMembers($teamId: UUID!, $userIds: [UUID!]!) {\n    addTeamMembers(teamId: $teamId, userIds: $userIds) {\n      id\n      members {\n        ...TeamMembersPage_member\n      }\n    }\n  }\n": typeof types.AddTeamMembersDocument,
    "\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...TeamSummary\n    }\n  }\n": typeof types.CreateTeamDocument,
    "\n  mutation DeleteTeam($id: UUID!) {\n    deleteTeam(id: $id)\n  }\n": typeof types.DeleteTeamDocument,
    "\n  mutation LeaveTeam($teamId: UUID!) {\n    leaveTeam(teamId: $teamId)\n  }\n": typeof types.LeaveTeamDocument,
    "\n  mutation RemoveTeamMember($teamId: UUID!, $userId: UUID!) {\n    removeTeamMember(teamId: $teamId, userId: $userId)\n  }\n": typeof types.RemoveTeamMemberDocument,
    "\n  mutation RequestPlannerUpdate($teamId: UUID!, $userId: UUID!) {\n    requestPlannerUpdate(teamId: $teamId, userId: $userId)\n  }\n": typeof types.RequestPlannerUpdateDocument,
    "\n    fragment GoalTodosCard_todo on Todo {\n      id\n      title\n      masked\n      status\n      completeDate\n      cancelledDate\n      isPublic\n      owner {\n        id\n        name\n        profileImageUrl\n      }\n      planners {\n        id\n        plannerDate\n        blocks\n      }\n      viewerCan {\n        edit\n        editTimes\n        delete\n      }\n    }\n  ": typeof types.GoalTodosCard_TodoFragmentDoc,
    "\n    fragment TodoDrawerContent_todo on Todo {\n      id\n      title\n      masked\n      content\n      status\n      isPublic\n      dueDate\n      completeDate\n      cancelledDate\n      registerDate\n      updateDate\n      commentCount\n      category {\n        id\n        name\n        color\n        colorName\n      }\n      goal {\n        id\n        title\n        status\n      }\n      project {\n        id\n        name\n      }\n      owner {\n        id\n        name\n        profileImageUrl\n      }\n      planners {\n        id\n        plannerDate\n        blocks\n      }\n      viewerCan {\n        edit\n        editTimes\n        delete\n      }\n    }\n  ": typeof types.TodoDrawerContent_TodoFragmentDoc,
    "\n  query TodoHistory($id: UUID!, $size: Int!) {\n    todo(id: $id) {\n      id\n      history(size: $size) {\n        hasMore\n        items {\n          id\n          field\n          oldValue\n          newValue\n          createdAt\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.TodoHistoryDocument,
    "\n  query TodoDrawer($id: UUID!) {\n    todo(id: $id) {\n      ...TodoDrawerContent_todo\n    }\n  }\n": typeof types.TodoDrawerDocument,
    "\n  query TodoCategories {\n    categories {\n      id\n      name\n      color\n      colorName\n    }\n  }\n": typeof types.TodoCategoriesDocument,
    "\n  query GoalTodos($goalId: UUID!) {\n    goal(id: $goalId) {\n      id\n      work {\n        plannedHours\n        todos\n        doneTodos\n        includesSubgoals\n      }\n      todos {\n        ...GoalTodosCard_todo\n      }\n    }\n  }\n": typeof types.GoalTodosDocument,
    "\n  subscription GoalTodosChanged($goalId: UUID!) {\n    goalTodosChanged(goalId: $goalId) {\n      goalId\n      todoId\n    }\n  }\n": typeof types.GoalTodosChangedDocument,
    "\n  mutation CreateGoalTodo($input: CreateTodoInput!) {\n    createTodo(input: $input) {\n      ...GoalTodosCard_todo\n    }\n  }\n": typeof types.CreateGoalTodoDocument,
    "\n  mutation DeleteTodo($id: UUID!) {\n    deleteTodo(id: $id)\n  }\n": typeof types.DeleteTodoDocument,
    "\n  mutation PlanTodo($todoId: UUID!, $date: LocalDate!, $blocks: [Int!]!) {\n    planTodo(todoId: $todoId, date: $date, blocks: $blocks) {\n      id\n      plannerDate\n      blocks\n      todo {\n        id\n      }\n    }\n  }\n": typeof types.PlanTodoDocument,
    "\n  mutation RemovePlanner($id: UUID!) {\n    removePlanner(id: $id)\n  }\n": typeof types.RemovePlannerDocument,
    "\n  mutation ResumeTodo($id: UUID!) {\n    resumeTodo(id: $id) {\n      id\n      status\n      completeDate\n      cancelledDate\n    }\n  }\n": typeof types.ResumeTodoDocument,
    "\n  mutation SetTodoComplete($id: UUID!, $complete: Boolean!) {\n    setTodoComplete(id: $id, complete: $complete) {\n      id\n      status\n      completeDate\n      cancelledDate\n    }\n  }\n": typeof types.SetTodoCompleteDocument,
    "\n  mutation StopTodo($id: UUID!, $date: LocalDate!) {\n    stopTodo(id: $id, date: $date) {\n      id\n      status\n      completeDate\n      cancelledDate\n      planners {\n        id\n        plannerDate\n        blocks\n      }\n    }\n  }\n": typeof types.StopTodoDocument,
    "\n  mutation UpdateTodo($id: UUID!, $input: UpdateTodoInput!) {\n    updateTodo(id: $id, input: $input) {\n      ...TodoDrawerContent_todo\n    }\n  }\n": typeof types.UpdateTodoDocument,
    "\n    fragment MembersTab_member on WorkspaceMember {\n      id\n      role\n      status\n      registerDate\n      user {\n        ...ProfileFields\n      }\n      viewerCan {\n        changeRole\n        assignableRoles\n        remove\n        transferOwnership\n      }\n    }\n  ": typeof types.MembersTab_MemberFragmentDoc,
    "\n    fragment PendingInvitations_invitation on Invitation {\n      id\n      email\n      role\n      status\n      registerDate\n      mailFailed\n      inviter {\n        id\n        name\n      }\n    }\n  ": typeof types.PendingInvitations_InvitationFragmentDoc,
    "\n  fragment WorkspaceSummary on Workspace {\n    id\n    name\n    description\n    profileImageUrl\n    viewerRole\n    viewerCan {\n      createTeam\n      update\n      invite\n      delete\n    }\n  }\n": typeof types.WorkspaceSummaryFragmentDoc,
    "\n  query MyWorkspaces {\n    myWorkspaces {\n      ...WorkspaceSummary\n    }\n  }\n": typeof types.MyWorkspacesDocument,
    "\n  query WorkspaceSettings($id: UUID!) {\n    workspace(id: $id) {\n      ...WorkspaceSummary\n      registerDate\n      announcementsLeftToday\n      viewerCan {\n        announce\n      }\n      members {\n        ...MembersTab_member\n      }\n      pendingInvitations {\n        ...PendingInvitations_invitation\n      }\n      teams {\n        id\n        name\n        description\n        viewerIsMember\n        viewerCan {\n          delete\n          update\n          addMembers\n          removeMembers\n          leave\n        }\n        members {\n          id\n          user {\n            ...ProfileFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.WorkspaceSettingsDocument,
    "\n  mutation AnnounceToWorkspace($workspaceId: UUID!, $input: AnnouncementInput!) {\n    announceToWorkspace(workspaceId: $workspaceId, input: $input) {\n      recipientCount\n      announcementsLeftToday\n    }\n  }\n": typeof types.AnnounceToWorkspaceDocument,
    "\n  mutation CancelInvitation($id: UUID!) {\n    cancelInvitation(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CancelInvitationDocument,
    "\n  mutation ChangeWorkspaceMemberRole($workspaceId: UUID!, $userId: UUID!, $role: WorkspaceRole!) {\n    changeWorkspaceMemberRole(workspaceId: $workspaceId, userId: $userId, role: $role) {\n      ...MembersTab_member\n    }\n  }\n": typeof types.ChangeWorkspaceMemberRoleDocument,
    "\n  mutation CreateWorkspace($input: CreateWorkspaceInput!) {\n    createWorkspace(input: $input) {\n      ...WorkspaceSummary\n    }\n  }\n": typeof types.CreateWorkspaceDocument,
    "\n  mutation DeleteWorkspace($id: UUID!) {\n    deleteWorkspace(id: $id)\n  }\n": typeof types.DeleteWorkspaceDocument,
    "\n  mutation InviteWorkspaceMembers($input: InviteMembersInput!) {\n    inviteWorkspaceMembers(input: $input) {\n      ...PendingInvitations_invitation\n    }\n  }\n": typeof types.InviteWorkspaceMembersDocument,
    "\n  mutation RememberWorkspace($workspaceId: UUID!) {\n    rememberWorkspace(workspaceId: $workspaceId) {\n      id\n      lastWorkspaceId\n    }\n  }\n": typeof types.RememberWorkspaceDocument,
    "\n  mutation RemoveWorkspaceMember($workspaceId: UUID!, $userId: UUID!) {\n    removeWorkspaceMember(workspaceId: $workspaceId, userId: $userId)\n  }\n": typeof types.RemoveWorkspaceMemberDocument,
    "\n  mutation ResendInvitation($id: UUID!) {\n    resendInvitation(id: $id) {\n      id\n      status\n      mailFailed\n    }\n  }\n": typeof types.ResendInvitationDocument,
    "\n  mutation TransferWorkspaceOwnership($workspaceId: UUID!, $userId: UUID!) {\n    transferWorkspaceOwnership(workspaceId: $workspaceId, userId: $userId) {\n      id\n      viewerRole\n      viewerCan {\n        update\n        delete\n        invite\n        createTeam\n      }\n      members {\n        ...MembersTab_member\n      }\n    }\n  }\n": typeof types.TransferWorkspaceOwnershipDocument,
    "\n  mutation UpdateWorkspace($id: UUID!, $input: UpdateWorkspaceInput!) {\n    updateWorkspace(id: $id, input: $input) {\n      ...WorkspaceSummary\n    }\n  }\n": typeof types.UpdateWorkspaceDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    events\n    enabled\n    consecutiveFailures\n    disabledReason\n    registerDate\n    registeredBy {\n      id\n      name\n    }\n  }\n": typeof types.WebhookEndpointFieldsFragmentDoc,
    "\n  query WebhookEndpoints($workspaceId: UUID!) {\n    webhookEndpoints(workspaceId: $workspaceId) {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($endpointId: UUID!, $offset: Int!) {\n    webhookDeliveries(endpointId: $endpointId, offset: $offset, size: 20) {\n      total\n      items {\n        id\n        eventType\n        status\n        attempts\n        responseStatus\n        responseMs\n        error\n        updateDate\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: UUID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation SetWebhookEndpointEnabled($id: UUID!, $enabled: Boolean!) {\n    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.SetWebhookEndpointEnabledDocument,
    "\n  mutation DeleteWebhookEndpoint($id: UUID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": typeof types.DeleteWebhookEndpointDocument,
};
const documents: Documents = {
    "\n  fragment SessionUser on User {\n    id\n    name\n    email\n    profileImageUrl\n    language\n    languageCode\n    timezone\n    mbti\n    phone\n    planningReminderTime\n    planningReminderDays\n    emailVerified\n    marketingAgreed\n    lastWorkspaceId\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": types.MeDocument,
    "\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n      accessTokenExpiresAt\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      accessTokenExpiresAt\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  subscription ViewerUpdated {\n    viewerUpdated {\n      ...SessionUser\n    }\n  }\n": types.ViewerUpdatedDocument,
    "\n  fragment ProfileFields on UserProfile {\n    id\n    name\n    email\n    profileImageUrl\n    mbti\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  fragment WorkItemTeam on Team {\n    id\n    name\n    members {\n      id\n      user {\n        ...ProfileFields\n      }\n    }\n    workspace {\n      id\n      teams {\n        id\n        name\n      }\n    }\n  }\n": types.WorkItemTeamFragmentDoc,
    "\n  fragment WorkItemSharing on TeamSharing {\n    isOwner\n    team {\n      id\n      name\n    }\n  }\n": types.WorkItemSharingFragmentDoc,
    "\n    fragment HistoryItem_session on AssistantSession {\n      id\n      title\n      preview\n      updateDate\n    }\n  ": types.HistoryItem_SessionFragmentDoc,
    "\n  query AssistantTodoExists($id: UUID!) {\n    todo(id: $id) {\n      id\n    }\n  }\n": types.AssistantTodoExistsDocument,
    "\n  query AssistantSessions($offset: Int!, $size: Int!) {\n    assistantSessions(offset: $offset, size: $size) {\n      total\n      items {\n        ...HistoryItem_session\n      }\n    }\n  }\n": types.AssistantSessionsDocument,
    "\n  query AssistantMessages($sessionId: UUID!) {\n    assistantMessages(sessionId: $sessionId) {\n      id\n      isUser\n      content\n      registerDate\n      tools {\n        id\n        name\n        input\n        result\n        error\n      }\n      parts {\n        kind\n        text\n        toolId\n        reason\n      }\n    }\n  }\n": types.AssistantMessagesDocument,
    "\n  mutation DeleteAssistantSession($id: UUID!) {\n    deleteAssistantSession(id: $id)\n  }\n": types.DeleteAssistantSessionDocument,
    "\n  query AssistantNoteScope($id: UUID!) {\n    note(id: $id) {\n      id\n      title\n    }\n  }\n": types.AssistantNoteScopeDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      email\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token)\n  }\n": types.VerifyEmailDocument,
    "\n  query EmailExists($email: String!) {\n    emailExists(email: $email)\n  }\n": types.EmailExistsDocument,
    "\n  mutation ResendVerificationEmail($email: String!) {\n    resendVerificationEmail(email: $email)\n  }\n": types.ResendVerificationEmailDocument,
    "\n    fragment CommentEntry_comment on Comment {\n      id\n      content\n      edited\n      parentId\n      registerDate\n      updateDate\n      author {\n        id\n        name\n        profileImageUrl\n      }\n      mentions {\n        id\n        name\n      }\n      viewerCan {\n        edit\n        delete\n        reply\n      }\n    }\n  ": types.CommentEntry_CommentFragmentDoc,
    "\n  query CommentThread($target: CommentTargetInput!) {\n    comments(target: $target) {\n      count\n      items {\n        ...CommentEntry_comment\n        replies {\n          ...CommentEntry_comment\n        }\n      }\n    }\n  }\n": types.CommentThreadDocument,
    "\n  query MentionSuggestions($target: CommentTargetInput!, $prefix: String!) {\n    mentionSuggestions(target: $target, prefix: $prefix) {\n      id\n      name\n      profileImageUrl\n    }\n  }\n": types.MentionSuggestionsDocument,
    "\n  subscription CommentsChanged($target: CommentTargetInput!) {\n    commentsChanged(target: $target) {\n      commentId\n      kind\n    }\n  }\n": types.CommentsChangedDocument,
    "\n  mutation CreateComment($input: CreateCommentInput!) {\n    createComment(input: $input) {\n      ...CommentEntry_comment\n      replies {\n        ...CommentEntry_comment\n      }\n    }\n  }\n": types.CreateCommentDocument,
    "\n  mutation DeleteComment($id: UUID!) {\n    deleteComment(id: $id)\n  }\n": types.DeleteCommentDocument,
    "\n  mutation UpdateComment($id: UUID!, $content: String!) {\n    updateComment(id: $id, content: $content) {\n      ...CommentEntry_comment\n    }\n  }\n": types.UpdateCommentDocument,
    "\n    fragment OpenBlockers_scrum on DailyScrum {\n      openBlockers {\n        text\n        todoId\n        since\n        ageDays\n        itemId\n        user {\n          id\n          name\n          profileImageUrl\n        }\n      }\n    }\n  ": types.OpenBlockers_ScrumFragmentDoc,
    "\n    fragment ScrumItemCard_item on DailyScrumItem {\n      id\n      user {\n        ...ProfileFields\n      }\n      done {\n        ...ScrumSectionView_line\n      }\n      today {\n        ...ScrumSectionView_line\n      }\n      blockers {\n        ...ScrumSectionView_blocker\n      }\n      note\n      registerDate\n      updateDate\n      edited\n      reactions {\n        ...ReactionBar_reactions\n      }\n      comments {\n        count\n      }\n      viewerCan {\n        edit\n        delete\n        comment\n        react\n      }\n    }\n  ": types.ScrumItemCard_ItemFragmentDoc,
    "\n    fragment ScrumPostedSummary_scrum on DailyScrum {\n      postedCount\n      members {\n        posted\n        user {\n          ...ProfileFields\n        }\n      }\n    }\n  ": types.ScrumPostedSummary_ScrumFragmentDoc,
    "\n    fragment ScrumSectionView_line on ScrumLineType {\n      text\n      todoId\n    }\n  ": types.ScrumSectionView_LineFragmentDoc,
    "\n    fragment ScrumSectionView_blocker on ScrumBlockerType {\n      text\n      todoId\n      since\n      ageDays\n    }\n  ": types.ScrumSectionView_BlockerFragmentDoc,
    "\n  query DailyScrum($teamId: UUID!, $date: LocalDate!) {\n    dailyScrum(teamId: $teamId, date: $date) {\n      id\n      date\n      teamId\n      viewerCan {\n        post\n        manageTemplates\n      }\n      ...ScrumPostedSummary_scrum\n      ...OpenBlockers_scrum\n      items {\n        ...ScrumItemCard_item\n      }\n    }\n  }\n": types.DailyScrumDocument,
    "\n  query DailyScrumDraft($teamId: UUID!, $date: LocalDate!) {\n    dailyScrumDraft(teamId: $teamId, date: $date) {\n      done {\n        ...ScrumSectionView_line\n      }\n      today {\n        ...ScrumSectionView_line\n      }\n      blockers {\n        ...ScrumSectionView_blocker\n      }\n      note\n    }\n  }\n": types.DailyScrumDraftDocument,
    "\n  query DailyScrumTemplates($teamId: UUID!) {\n    dailyScrumTemplates(teamId: $teamId) {\n      ...ScrumTemplate_template\n    }\n  }\n": types.DailyScrumTemplatesDocument,
    "\n  fragment ScrumTemplate_template on DailyScrumTemplate {\n    id\n    title\n    content\n    isDefault\n    registerDate\n  }\n": types.ScrumTemplate_TemplateFragmentDoc,
    "\n  subscription DailyScrumChanged($scrumId: UUID!) {\n    dailyScrumChanged(scrumId: $scrumId) {\n      scrumId\n    }\n  }\n": types.DailyScrumChangedDocument,
    "\n  mutation CreateDailyScrumTemplate($teamId: UUID!, $input: ScrumTemplateInput!, $isDefault: Boolean!) {\n    createDailyScrumTemplate(teamId: $teamId, input: $input, isDefault: $isDefault) {\n      ...ScrumTemplate_template\n    }\n  }\n": types.CreateDailyScrumTemplateDocument,
    "\n  mutation DeleteDailyScrumItem($id: UUID!) {\n    deleteDailyScrumItem(id: $id)\n  }\n": types.DeleteDailyScrumItemDocument,
    "\n  mutation DeleteDailyScrumTemplate($id: UUID!) {\n    deleteDailyScrumTemplate(id: $id)\n  }\n": types.DeleteDailyScrumTemplateDocument,
    "\n  mutation PostDailyScrumItem($scrumId: UUID!, $input: ScrumItemInput!) {\n    postDailyScrumItem(scrumId: $scrumId, input: $input) {\n      ...ScrumItemCard_item\n    }\n  }\n": types.PostDailyScrumItemDocument,
    "\n  mutation SetDefaultDailyScrumTemplate($id: UUID!, $isDefault: Boolean!) {\n    setDefaultDailyScrumTemplate(id: $id, isDefault: $isDefault) {\n      ...ScrumTemplate_template\n    }\n  }\n": types.SetDefaultDailyScrumTemplateDocument,
    "\n  mutation UpdateDailyScrumItem($id: UUID!, $input: ScrumItemInput!) {\n    updateDailyScrumItem(id: $id, input: $input) {\n      ...ScrumItemCard_item\n    }\n  }\n": types.UpdateDailyScrumItemDocument,
    "\n  mutation UpdateDailyScrumTemplate($id: UUID!, $input: ScrumTemplateInput!) {\n    updateDailyScrumTemplate(id: $id, input: $input) {\n      ...ScrumTemplate_template\n    }\n  }\n": types.UpdateDailyScrumTemplateDocument,
    "\n    fragment DriveTable_note on Note {\n      id\n      title\n      location\n      registerDate\n      updateDate\n      bookmarked\n      author {\n        id\n        name\n        profileImageUrl\n      }\n      workspace {\n        id\n        name\n      }\n      goal {\n        id\n        title\n      }\n      todo {\n        id\n        title\n      }\n    }\n  ": types.DriveTable_NoteFragmentDoc,
    "\n  query Drive($filter: DriveFilter!, $offset: Int!, $size: Int!) {\n    drive(filter: $filter, offset: $offset, size: $size) {\n      total\n      items {\n        ...DriveTable_note\n      }\n    }\n  }\n": types.DriveDocument,
    "\n  query DriveShortLists($size: Int!) {\n    myRecentNotes(size: $size) {\n      total\n      items {\n        ...DriveTable_note\n      }\n    }\n    recentlyViewedNotes(size: $size) {\n      total\n      items {\n        ...DriveTable_note\n      }\n    }\n    bookmarkedNotes(size: $size) {\n      total\n      items {\n        ...DriveTable_note\n      }\n    }\n  }\n": types.DriveShortListsDocument,
    "\n  query DriveWorkspaceMembers($id: UUID!) {\n    workspace(id: $id) {\n      id\n      members {\n        id\n        status\n        user {\n          id\n          name\n          profileImageUrl\n        }\n      }\n    }\n  }\n": types.DriveWorkspaceMembersDocument,
    "\n    fragment BookmarkPanel_feedback on Feedback {\n      id\n      content\n      registerDate\n      bookmarkUpdateDate\n      sender {\n        ...CardHeader_user\n      }\n    }\n  ": types.BookmarkPanel_FeedbackFragmentDoc,
    "\n    fragment CardHeader_user on UserProfile {\n      id\n      name\n      profileImageUrl\n    }\n  ": types.CardHeader_UserFragmentDoc,
    "\n    fragment FeedbackCard_feedback on Feedback {\n      id\n      workspaceId\n      content\n      isRead\n      edited\n      isBookmarked\n      bookmarkUpdateDate\n      registerDate\n      updateDate\n      sender {\n        ...CardHeader_user\n      }\n      receiver {\n        ...CardHeader_user\n      }\n      coreValues {\n        id\n        name\n        isPositive\n        active\n      }\n      todos {\n        ...TodoLine_todo\n      }\n      request {\n        id\n        content\n      }\n      reactions {\n        ...ReactionBar_reactions\n      }\n      comments {\n        count\n      }\n      viewerCan {\n        edit\n        receive\n        comment\n        delete\n      }\n    }\n  ": types.FeedbackCard_FeedbackFragmentDoc,
    "\n    fragment RequestCard_request on FeedbackRequest {\n      id\n      workspaceId\n      content\n      registerDate\n      isRejected\n      isCompleted\n      isCancelled\n      sender {\n        ...CardHeader_user\n      }\n      receiver {\n        ...CardHeader_user\n      }\n      todos {\n        ...TodoLine_todo\n      }\n      viewerCan {\n        edit\n        cancel\n        reject\n        respond\n      }\n    }\n  ": types.RequestCard_RequestFragmentDoc,
    "\n    fragment RequestDialog_request on FeedbackRequest {\n      ...RequestCard_request\n    }\n  ": types.RequestDialog_RequestFragmentDoc,
    "\n    fragment TodoLine_todo on LinkedTodo {\n      id\n      title\n      status\n      completeDate\n      plannedMinutes\n      goal {\n        id\n        title\n      }\n    }\n  ": types.TodoLine_TodoFragmentDoc,
    "\n  query FeedbackCounts($workspaceId: UUID!) {\n    feedbackCounts(workspaceId: $workspaceId) {\n      received\n      unreadReceived\n      sent\n      receivedRequests\n      sentRequests\n    }\n  }\n": types.FeedbackCountsDocument,
    "\n  query ReceivedFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    receivedFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...FeedbackCard_feedback\n      }\n    }\n  }\n": types.ReceivedFeedbackDocument,
    "\n  query SentFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    sentFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...FeedbackCard_feedback\n      }\n    }\n  }\n": types.SentFeedbackDocument,
    "\n  query BookmarkedFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    bookmarkedFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...BookmarkPanel_feedback\n      }\n    }\n  }\n": types.BookmarkedFeedbackDocument,
    "\n  query ReceivedFeedbackRequests($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    receivedFeedbackRequests(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...RequestCard_request\n      }\n    }\n  }\n": types.ReceivedFeedbackRequestsDocument,
    "\n  query SentFeedbackRequests($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    sentFeedbackRequests(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...RequestCard_request\n      }\n    }\n  }\n": types.SentFeedbackRequestsDocument,
    "\n  query FeedbackDetail($id: UUID!) {\n    feedback(id: $id) {\n      ...FeedbackCard_feedback\n    }\n  }\n": types.FeedbackDetailDocument,
    "\n  query LinkedRequest($id: UUID!) {\n    feedbackRequest(id: $id) {\n      ...RequestDialog_request\n    }\n  }\n": types.LinkedRequestDocument,
    "\n  query FeedbackColleagues($workspaceId: UUID!) {\n    workspace(id: $workspaceId) {\n      id\n      viewerRole\n      members {\n        id\n        status\n        user {\n          id\n          name\n          email\n          profileImageUrl\n        }\n      }\n    }\n  }\n": types.FeedbackColleaguesDocument,
    "\n  query CoreValueUsage($workspaceId: UUID!, $from: LocalDate!, $to: LocalDate!) {\n    coreValueUsage(workspaceId: $workspaceId, from: $from, to: $to) {\n      id\n      name\n      active\n      positive\n      negative\n    }\n  }\n": types.CoreValueUsageDocument,
    "\n  query CoreValues($workspaceId: UUID!) {\n    coreValues(workspaceId: $workspaceId) {\n      id\n      name\n      enable\n    }\n  }\n": types.CoreValuesDocument,
    "\n  query FeedbackTodoChoices($input: TodoChoiceInput!) {\n    feedbackTodoChoices(input: $input) {\n      ...TodoLine_todo\n    }\n  }\n": types.FeedbackTodoChoicesDocument,
    "\n  subscription FeedbackChanged($workspaceId: UUID!) {\n    feedbackChanged(workspaceId: $workspaceId) {\n      workspaceId\n      kind\n      id\n      cancelled\n    }\n  }\n": types.FeedbackChangedDocument,
    "\n  query ImproveFeedback($content: String!) {\n    improveFeedback(content: $content) {\n      hints\n      rewrite\n    }\n  }\n": types.ImproveFeedbackDocument,
    "\n  mutation AddCoreValue($workspaceId: UUID!, $name: String!) {\n    addCoreValue(workspaceId: $workspaceId, name: $name) {\n      id\n      name\n      enable\n    }\n  }\n": types.AddCoreValueDocument,
    "\n  mutation CancelFeedbackRequest($id: UUID!) {\n    cancelFeedbackRequest(id: $id)\n  }\n": types.CancelFeedbackRequestDocument,
    "\n  mutation DeleteCoreValue($id: UUID!) {\n    deleteCoreValue(id: $id)\n  }\n": types.DeleteCoreValueDocument,
    "\n  mutation DeleteFeedback($id: UUID!) {\n    deleteFeedback(id: $id)\n  }\n": types.DeleteFeedbackDocument,
    "\n  mutation MarkFeedbackRead($workspaceId: UUID!, $ids: [UUID!]!) {\n    markFeedbackRead(workspaceId: $workspaceId, ids: $ids)\n  }\n": types.MarkFeedbackReadDocument,
    "\n  mutation RejectFeedbackRequest($id: UUID!) {\n    rejectFeedbackRequest(id: $id) {\n      id\n      isRejected\n    }\n  }\n": types.RejectFeedbackRequestDocument,
    "\n  mutation RenameCoreValue($id: UUID!, $name: String!) {\n    renameCoreValue(id: $id, name: $name) {\n      id\n      name\n      enable\n    }\n  }\n": types.RenameCoreValueDocument,
    "\n  mutation RequestFeedback($input: RequestFeedbackInput!) {\n    requestFeedback(input: $input) {\n      ...RequestCard_request\n    }\n  }\n": types.RequestFeedbackDocument,
    "\n  mutation ResendFeedback($id: UUID!) {\n    resendFeedback(id: $id) {\n      ...FeedbackCard_feedback\n    }\n  }\n": types.ResendFeedbackDocument,
    "\n  mutation SendFeedback($input: SendFeedbackInput!) {\n    sendFeedback(input: $input) {\n      ...FeedbackCard_feedback\n    }\n  }\n": types.SendFeedbackDocument,
    "\n  mutation SetFeedbackBookmark($id: UUID!, $bookmarked: Boolean!) {\n    setFeedbackBookmark(id: $id, bookmarked: $bookmarked) {\n      id\n      isBookmarked\n      bookmarkUpdateDate\n    }\n  }\n": types.SetFeedbackBookmarkDocument,
    "\n  mutation UpdateFeedback($id: UUID!, $input: FeedbackFieldsInput!) {\n    updateFeedback(id: $id, input: $input) {\n      ...FeedbackCard_feedback\n    }\n  }\n": types.UpdateFeedbackDocument,
    "\n  mutation UpdateFeedbackRequest($id: UUID!, $input: FeedbackRequestFieldsInput!) {\n    updateFeedbackRequest(id: $id, input: $input) {\n      ...RequestCard_request\n    }\n  }\n": types.UpdateFeedbackRequestDocument,
    "\n  query MyInvitations {\n    myInvitations {\n      id\n      role\n      workspaceId\n      workspaceName\n      inviter {\n        id\n        name\n      }\n    }\n  }\n": types.MyInvitationsDocument,
    "\n  mutation FirstRunCreateTodo($input: CreateTodoInput!) {\n    createTodo(input: $input) {\n      id\n      title\n    }\n  }\n": types.FirstRunCreateTodoDocument,
    "\n  query GoalSelector($workspaceId: UUID) {\n    goalSelector(workspaceId: $workspaceId) {\n      projectId\n      projectName\n      goals {\n        id\n        title\n        status\n        priority\n        endDate\n      }\n    }\n  }\n": types.GoalSelectorDocument,
    "\n    fragment GoalCell_goal on Goal {\n      id\n      title\n      status\n      priority\n      startDate\n      endDate\n      registerDate\n      completeDate\n      indicatorType\n      initialValue\n      currentValue\n      targetValue\n      indicatorProgress\n      viewerHidden\n      work {\n        plannedHours\n        todos\n        doneTodos\n        includesSubgoals\n      }\n      leader {\n        id\n        name\n        profileImageUrl\n      }\n      participants {\n        id\n        name\n        profileImageUrl\n      }\n      project {\n        id\n        name\n      }\n      team {\n        id\n        name\n      }\n      viewerCan {\n        edit\n        delete\n        share\n      }\n    }\n  ": types.GoalCell_GoalFragmentDoc,
    "\n  query GoalParentOptions($teamId: UUID!) {\n    goals(filter: { teamId: $teamId, visibility: ALL, completedPeriod: ALL, ordering: \"title\" }, offset: 0, size: 100) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": types.GoalParentOptionsDocument,
    "\n  query GoalProjectOptions($teamId: UUID!) {\n    projects(teamId: $teamId, offset: 0, size: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.GoalProjectOptionsDocument,
    "\n  query MemberGoals($teamId: UUID!, $memberId: UUID!, $offset: Int!, $size: Int!) {\n    goals(filter: { teamId: $teamId, memberId: $memberId, visibility: ALL, completedPeriod: ALL }, offset: $offset, size: $size) {\n      total\n      items {\n        id\n        title\n        status\n        priority\n        endDate\n      }\n    }\n  }\n": types.MemberGoalsDocument,
    "\n  fragment GoalDisplaySettingFields on GoalDisplaySetting {\n    completedFilter\n    displayProperties\n    grouping\n    ordering\n    orderingDir\n    viewType\n  }\n": types.GoalDisplaySettingFieldsFragmentDoc,
    "\n  query GoalDisplaySetting {\n    me {\n      id\n      timezone\n      goalDisplaySetting {\n        ...GoalDisplaySettingFields\n      }\n    }\n  }\n": types.GoalDisplaySettingDocument,
    "\n  query Goals($filter: GoalListFilter!, $offset: Int!, $size: Int!) {\n    goals(filter: $filter, offset: $offset, size: $size) {\n      total\n      items {\n        ...GoalCell_goal\n      }\n    }\n  }\n": types.GoalsDocument,
    "\n  subscription TeamGoalsChanged($teamIds: [UUID!]!) {\n    teamGoalsChanged(teamIds: $teamIds) {\n      goalId\n    }\n  }\n": types.TeamGoalsChangedDocument,
    "\n  query GoalTeams {\n    myTeams {\n      id\n      name\n      workspace {\n        id\n        name\n      }\n    }\n  }\n": types.GoalTeamsDocument,
    "\n  query GoalDetail($id: UUID!) {\n    goal(id: $id) {\n      ...GoalCell_goal\n      content\n      updateDate\n      ancestors {\n        id\n        title\n      }\n      parent {\n        id\n      }\n      children {\n        ...GoalCell_goal\n      }\n      project {\n        id\n        name\n        goals {\n          id\n          title\n          status\n          priority\n          endDate\n        }\n      }\n      sharedTeams {\n        ...WorkItemSharing\n      }\n      team {\n        ...WorkItemTeam\n        workspace {\n          id\n          members {\n            id\n            status\n            user {\n              ...ProfileFields\n            }\n          }\n        }\n      }\n    }\n  }\n": types.GoalDetailDocument,
    "\n  subscription GoalChanged($goalId: UUID!) {\n    goalChanged(goalId: $goalId) {\n      goalId\n      goal {\n        id\n      }\n    }\n  }\n": types.GoalChangedDocument,
    "\n  query GoalActivity($goalId: UUID!, $offset: Int!, $size: Int!) {\n    goalActivity(goalId: $goalId, offset: $offset, size: $size) {\n      hasMore\n      items {\n        id\n        action\n        activityType\n        createdAt\n        user {\n          id\n          name\n          profileImageUrl\n        }\n        history {\n          id\n          field\n          oldValue\n          newValue\n        }\n        comment {\n          id\n          content\n          mentions {\n            id\n            name\n          }\n        }\n        note {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.GoalActivityDocument,
    "\n  query ChildrenSharingStatus($goalId: UUID!, $teamId: UUID!, $enable: Boolean!) {\n    childrenSharingStatus(goalId: $goalId, teamId: $teamId, enable: $enable) {\n      childCount\n      changing {\n        id\n      }\n    }\n  }\n": types.ChildrenSharingStatusDocument,
    "\n  mutation AddGoalParticipant($goalId: UUID!, $userId: UUID!) {\n    addGoalParticipant(goalId: $goalId, userId: $userId) {\n      id\n      participants {\n        id\n        name\n        profileImageUrl\n      }\n    }\n  }\n": types.AddGoalParticipantDocument,
    "\n  mutation CreateGoal($input: CreateGoalInput!) {\n    createGoal(input: $input) {\n      ...GoalCell_goal\n    }\n  }\n": types.CreateGoalDocument,
    "\n  mutation DeleteGoal($id: UUID!) {\n    deleteGoal(id: $id)\n  }\n": types.DeleteGoalDocument,
    "\n  mutation UpdateGoalDisplaySetting($input: GoalDisplaySettingInput!) {\n    updateGoalDisplaySetting(input: $input) {\n      id\n      goalDisplaySetting {\n        ...GoalDisplaySettingFields\n      }\n    }\n  }\n": types.UpdateGoalDisplaySettingDocument,
    "\n  mutation HideGoal($id: UUID!) {\n    hideGoal(id: $id) {\n      id\n      viewerHidden\n    }\n  }\n": types.HideGoalDocument,
    "\n  mutation MoveGoal($id: UUID!, $parentId: UUID) {\n    moveGoal(id: $id, parentId: $parentId) {\n      id\n      parent {\n        id\n      }\n    }\n  }\n": types.MoveGoalDocument,
    "\n  mutation RemoveGoalParticipant($goalId: UUID!, $userId: UUID!) {\n    removeGoalParticipant(goalId: $goalId, userId: $userId) {\n      id\n      participants {\n        id\n        name\n        profileImageUrl\n      }\n    }\n  }\n": types.RemoveGoalParticipantDocument,
    "\n  mutation RevealGoal($id: UUID!) {\n    revealGoal(id: $id) {\n      id\n      viewerHidden\n    }\n  }\n": types.RevealGoalDocument,
    "\n  mutation SetGoalSharing($input: GoalSharingInput!) {\n    setGoalSharing(input: $input) {\n      id\n      sharedTeams {\n        ...WorkItemSharing\n      }\n    }\n  }\n": types.SetGoalSharingDocument,
    "\n  mutation UpdateGoal($id: UUID!, $input: UpdateGoalInput!) {\n    updateGoal(id: $id, input: $input) {\n      ...GoalCell_goal\n      content\n      updateDate\n    }\n  }\n": types.UpdateGoalDocument,
    "\n    fragment InvitePage_invitation on Invitation {\n      id\n      email\n      role\n      status\n      registerDate\n      respondedAt\n      viewerEmailMatches\n      workspaceId\n      workspaceName\n      inviter {\n        id\n        name\n        email\n        profileImageUrl\n      }\n    }\n  ": types.InvitePage_InvitationFragmentDoc,
    "\n  query Invitation($id: UUID!) {\n    invitation(id: $id) {\n      ...InvitePage_invitation\n    }\n  }\n": types.InvitationDocument,
    "\n  mutation AcceptInvitation($id: UUID!) {\n    acceptInvitation(id: $id) {\n      id\n      name\n    }\n  }\n": types.AcceptInvitationDocument,
    "\n  mutation RejectInvitation($id: UUID!) {\n    rejectInvitation(id: $id) {\n      ...InvitePage_invitation\n    }\n  }\n": types.RejectInvitationDocument,
    "\n    fragment NoteList_note on Note {\n      id\n      title\n      updateDate\n      author {\n        id\n        name\n        profileImageUrl\n      }\n    }\n  ": types.NoteList_NoteFragmentDoc,
    "\n    fragment NotePage_note on Note {\n      id\n      title\n      content\n      location\n      registerDate\n      updateDate\n      bookmarked\n      shareEnabled\n      shareUrl\n      shortUrlCode\n      author {\n        id\n        name\n        profileImageUrl\n      }\n      workspace {\n        id\n        name\n      }\n      goal {\n        id\n        title\n      }\n      todo {\n        id\n        title\n      }\n      viewerCan {\n        edit\n        share\n        delete\n      }\n    }\n  ": types.NotePage_NoteFragmentDoc,
    "\n  query Note($id: UUID!) {\n    note(id: $id) {\n      ...NotePage_note\n    }\n  }\n": types.NoteDocument,
    "\n  query SharedNote($code: String!) {\n    sharedNote(code: $code) {\n      title\n      content\n      authorName\n      updateDate\n    }\n  }\n": types.SharedNoteDocument,
    "\n  query GoalNotes($goalId: UUID!) {\n    goal(id: $goalId) {\n      id\n      notes {\n        ...NoteList_note\n      }\n    }\n  }\n": types.GoalNotesDocument,
    "\n  query TodoNotes($todoId: UUID!) {\n    todo(id: $todoId) {\n      id\n      noteCount\n      notes {\n        ...NoteList_note\n      }\n    }\n  }\n": types.TodoNotesDocument,
    "\n  mutation SetNoteBookmark($id: UUID!, $bookmarked: Boolean!) {\n    setNoteBookmark(id: $id, bookmarked: $bookmarked) {\n      id\n      bookmarked\n    }\n  }\n": types.SetNoteBookmarkDocument,
    "\n  query NoteSummary($id: UUID!) {\n    noteSummary(id: $id)\n  }\n": types.NoteSummaryDocument,
    "\n  mutation CreateNote($input: CreateNoteInput!) {\n    createNote(input: $input) {\n      ...NotePage_note\n    }\n  }\n": types.CreateNoteDocument,
    "\n  mutation DeleteNote($id: UUID!) {\n    deleteNote(id: $id)\n  }\n": types.DeleteNoteDocument,
    "\n  mutation EmailNoteSummary($id: UUID!) {\n    emailNoteSummary(id: $id)\n  }\n": types.EmailNoteSummaryDocument,
    "\n  mutation MarkNoteViewed($id: UUID!) {\n    markNoteViewed(id: $id)\n  }\n": types.MarkNoteViewedDocument,
    "\n  mutation SetNoteSharing($id: UUID!, $enabled: Boolean!) {\n    setNoteSharing(id: $id, enabled: $enabled) {\n      id\n      shareEnabled\n      shareUrl\n      shortUrlCode\n    }\n  }\n": types.SetNoteSharingDocument,
    "\n  mutation UpdateNote($id: UUID!, $input: UpdateNoteInput!) {\n    updateNote(id: $id, input: $input) {\n      id\n      title\n      content\n      updateDate\n    }\n  }\n": types.UpdateNoteDocument,
    "\n    fragment NotificationItem_notification on Notification {\n      id\n      type\n      content\n      relatedId\n      relatedType\n      isRead\n      isViewed\n      registerDate\n    }\n  ": types.NotificationItem_NotificationFragmentDoc,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  query Notifications($filter: NotificationFilter!, $page: Int!, $size: Int!) {\n    notifications(filter: $filter, page: $page, size: $size) {\n      items {\n        ...NotificationItem_notification\n      }\n      page\n      totalCount\n      hasMore\n    }\n  }\n": types.NotificationsDocument,
    "\n  subscription NotificationChanged {\n    notificationChanged {\n      notification {\n        ...NotificationItem_notification\n      }\n      unreadCount\n      initial\n    }\n  }\n": types.NotificationChangedDocument,
    "\n  subscription NotificationDeleted {\n    notificationDeleted {\n      ids\n      unreadCount\n    }\n  }\n": types.NotificationDeletedDocument,
    "\n  mutation DeleteNotification($id: UUID!) {\n    deleteNotification(id: $id)\n  }\n": types.DeleteNotificationDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  mutation MarkNotificationRead($id: UUID!, $read: Boolean!) {\n    markNotificationRead(id: $id, read: $read) {\n      ...NotificationItem_notification\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkNotificationsViewed($ids: [UUID!]) {\n    markNotificationsViewed(ids: $ids)\n  }\n": types.MarkNotificationsViewedDocument,
    "\n  query PlannerDone($size: Int!) {\n    doneTodos(offset: 0, size: $size) {\n      total\n      items {\n        ...PlannerTodo\n      }\n    }\n  }\n": types.PlannerDoneDocument,
    "\n  query PlannerUpcoming($page: Int!) {\n    upcomingPlanners(page: $page) {\n      hasMore\n      items {\n        id\n        plannerDate\n        blocks\n        todo {\n          ...PlannerTodo\n        }\n      }\n    }\n  }\n": types.PlannerUpcomingDocument,
    "\n  fragment PlannerTodo on Todo {\n    id\n    title\n    masked\n    status\n    completeDate\n    cancelledDate\n    isPublic\n    dueDate\n    category {\n      id\n      name\n      color\n      colorName\n    }\n    goal {\n      id\n      title\n      status\n    }\n    viewerCan {\n      edit\n      editTimes\n      delete\n    }\n  }\n": types.PlannerTodoFragmentDoc,
    "\n  fragment PlannerEntry on Planner {\n    id\n    blocks\n    plannerDate\n    todo {\n      ...PlannerTodo\n    }\n  }\n": types.PlannerEntryFragmentDoc,
    "\n  query PlannerDay($date: LocalDate!) {\n    plannerDay(date: $date) {\n      ...PlannerEntry\n    }\n  }\n": types.PlannerDayDocument,
    "\n  query PlannerMemberDay($date: LocalDate!, $userId: UUID!) {\n    plannerDay(date: $date, userId: $userId) {\n      ...PlannerEntry\n    }\n  }\n": types.PlannerMemberDayDocument,
    "\n  query PlannerDates($from: LocalDate!, $to: LocalDate!) {\n    plannerDates(from: $from, to: $to) {\n      date\n      count\n    }\n  }\n": types.PlannerDatesDocument,
    "\n  query PlannerUnfinished($date: LocalDate!, $size: Int!) {\n    unfinishedTodos(date: $date, offset: 0, size: $size) {\n      total\n      items {\n        ...PlannerTodo\n      }\n    }\n  }\n": types.PlannerUnfinishedDocument,
    "\n  query PlannerInbox($size: Int!) {\n    inbox(offset: 0, size: $size) {\n      total\n      items {\n        ...PlannerTodo\n      }\n    }\n  }\n": types.PlannerInboxDocument,
    "\n  query PlannerWaitingGoals {\n    goalsWithoutTodos {\n      id\n      title\n    }\n  }\n": types.PlannerWaitingGoalsDocument,
    "\n  mutation PlannerCreateTodo($input: CreateTodoInput!) {\n    createTodo(input: $input) {\n      ...PlannerTodo\n      planners {\n        id\n        blocks\n        plannerDate\n      }\n    }\n  }\n": types.PlannerCreateTodoDocument,
    "\n  subscription PlannerLive {\n    plannerChanged {\n      date\n      userId\n    }\n  }\n": types.PlannerLiveDocument,
    "\n  mutation PlannerMoveInboxTodo($id: UUID!, $beforeId: UUID) {\n    moveInboxTodo(id: $id, beforeId: $beforeId) {\n      id\n    }\n  }\n": types.PlannerMoveInboxTodoDocument,
    "\n  mutation PlannerUpdatePlanner($id: UUID!, $blocks: [Int!]!) {\n    updatePlanner(id: $id, blocks: $blocks) {\n      id\n      blocks\n      plannerDate\n    }\n  }\n": types.PlannerUpdatePlannerDocument,
    "\n  query TodoDisplaySetting {\n    me {\n      id\n      todoDisplaySetting {\n        showGoals\n        showEmptyGoals\n      }\n    }\n  }\n": types.TodoDisplaySettingDocument,
    "\n  mutation UpdateTodoDisplaySetting($input: TodoDisplaySettingInput!) {\n    updateTodoDisplaySetting(input: $input) {\n      id\n      todoDisplaySetting {\n        showGoals\n        showEmptyGoals\n      }\n    }\n  }\n": types.UpdateTodoDisplaySettingDocument,
    "\n    fragment ProjectSharing_project on Project {\n      id\n      sharedTeams {\n        ...WorkItemSharing\n      }\n    }\n  ": types.ProjectSharing_ProjectFragmentDoc,
    "\n    fragment ProjectTable_project on Project {\n      id\n      name\n      deadline\n      priority\n      status\n      registerDate\n      leader {\n        ...ProfileFields\n      }\n      participants {\n        ...ProfileFields\n      }\n      team {\n        id\n        name\n      }\n    }\n  ": types.ProjectTable_ProjectFragmentDoc,
    "\n  query Projects($teamId: UUID, $workspaceId: UUID, $offset: Int!, $size: Int!) {\n    projects(teamId: $teamId, workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...ProjectTable_project\n      }\n    }\n  }\n": types.ProjectsDocument,
    "\n  query Project($id: UUID!) {\n    project(id: $id) {\n      ...ProjectTable_project\n      ...ProjectSharing_project\n      description\n      viewerCan {\n        edit\n        delete\n        share\n      }\n      team {\n        ...WorkItemTeam\n        viewerIsMember\n        workspace {\n          id\n        }\n      }\n      goals {\n        id\n        title\n        status\n        priority\n        endDate\n        leader {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n": types.ProjectDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...ProjectTable_project\n    }\n  }\n": types.CreateProjectDocument,
    "\n  mutation DeleteProject($id: UUID!) {\n    deleteProject(id: $id)\n  }\n": types.DeleteProjectDocument,
    "\n  mutation SetProjectSharing($input: ProjectSharingInput!) {\n    setProjectSharing(input: $input) {\n      ...ProjectSharing_project\n    }\n  }\n": types.SetProjectSharingDocument,
    "\n  mutation UpdateProject($id: UUID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...ProjectTable_project\n      description\n    }\n  }\n": types.UpdateProjectDocument,
    "\n  query QuickFind($text: String!, $size: Int) {\n    quickFind(text: $text, size: $size) {\n      kind\n      id\n      title\n      workspaceId\n      workspaceName\n      teamId\n    }\n  }\n": types.QuickFindDocument,
    "\n    fragment ReactionBar_reactions on ReactionGroup {\n      emoji\n      count\n      viewerReacted\n      users {\n        id\n        name\n      }\n    }\n  ": types.ReactionBar_ReactionsFragmentDoc,
    "\n  mutation AddReaction($target: ReactionTargetInput!, $emoji: String!) {\n    addReaction(target: $target, emoji: $emoji) {\n      ...ReactionBar_reactions\n    }\n  }\n": types.AddReactionDocument,
    "\n  mutation RemoveReaction($target: ReactionTargetInput!, $emoji: String!) {\n    removeReaction(target: $target, emoji: $emoji) {\n      ...ReactionBar_reactions\n    }\n  }\n": types.RemoveReactionDocument,
    "\n  query ReportTeams($workspaceId: UUID!) {\n    myTeams(workspaceId: $workspaceId) {\n      id\n      name\n    }\n  }\n": types.ReportTeamsDocument,
    "\n  query MembersWithoutReport($teamId: UUID!, $type: ReportTypeCode!, $date: LocalDate!) {\n    membersWithoutReport(teamId: $teamId, type: $type, date: $date) {\n      id\n      name\n      profileImageUrl\n    }\n  }\n": types.MembersWithoutReportDocument,
    "\n    fragment ReceivedReportRow_report on Report {\n      id\n      title\n      type\n      startDate\n      endDate\n      sentAt\n      viewerHasRead\n      workspace {\n        id\n      }\n      author {\n        id\n        name\n        profileImageUrl\n      }\n      receivers {\n        ...ReportReceiverList_receipt\n      }\n    }\n  ": types.ReceivedReportRow_ReportFragmentDoc,
    "\n    fragment ReportPage_report on Report {\n      id\n      title\n      type\n      startDate\n      endDate\n      isDraft\n      sentAt\n      authorDeleted\n      registerDate\n      updateDate\n      content\n      ...ReportTimeChart_report\n      viewerHasRead\n      author {\n        id\n        name\n        profileImageUrl\n      }\n      workspace {\n        id\n      }\n      viewerCan {\n        edit\n        send\n        delete\n        receive\n      }\n      receivers {\n        ...ReportReceiverList_receipt\n      }\n    }\n  ": types.ReportPage_ReportFragmentDoc,
    "\n    fragment ReportReceiverList_receipt on ReportReceipt {\n      isPrimary\n      isRead\n      readAt\n      sentAt\n      onTheirList\n      user {\n        id\n        name\n        profileImageUrl\n      }\n    }\n  ": types.ReportReceiverList_ReceiptFragmentDoc,
    "\n    fragment ReportTimeChart_report on Report {\n      timeCharts {\n        kind\n        title\n        subtitle\n        pngDataUrl\n        width\n        height\n        values {\n          label\n          text\n        }\n      }\n    }\n  ": types.ReportTimeChart_ReportFragmentDoc,
    "\n    fragment SentReportRow_report on Report {\n      id\n      title\n      type\n      startDate\n      endDate\n      isDraft\n      sentAt\n      registerDate\n      workspace {\n        id\n      }\n      receivers {\n        ...ReportReceiverList_receipt\n      }\n    }\n  ": types.SentReportRow_ReportFragmentDoc,
    "\n  query SentReports($workspaceId: UUID!, $offset: Int!, $size: Int!, $drafts: Boolean) {\n    sentReports(workspaceId: $workspaceId, offset: $offset, size: $size, drafts: $drafts) {\n      total\n      items {\n        ...SentReportRow_report\n      }\n    }\n  }\n": types.SentReportsDocument,
    "\n  query ReceivedReports($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    receivedReports(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...ReceivedReportRow_report\n      }\n    }\n  }\n": types.ReceivedReportsDocument,
    "\n  query UnreadReportCount($workspaceId: UUID!) {\n    unreadReportCount(workspaceId: $workspaceId)\n  }\n": types.UnreadReportCountDocument,
    "\n  query Report($id: UUID!) {\n    report(id: $id) {\n      ...ReportPage_report\n    }\n  }\n": types.ReportDocument,
    "\n  query ReportColleagues($workspaceId: UUID!) {\n    workspace(id: $workspaceId) {\n      id\n      members {\n        id\n        status\n        user {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n": types.ReportColleaguesDocument,
    "\n  subscription ReportsChanged($workspaceId: UUID!) {\n    reportsChanged(workspaceId: $workspaceId) {\n      reportId\n      workspaceId\n    }\n  }\n": types.ReportsChangedDocument,
    "\n  mutation CreateReport($input: CreateReportInput!) {\n    createReport(input: $input) {\n      ...ReportPage_report\n    }\n  }\n": types.CreateReportDocument,
    "\n  mutation DeleteReport($id: UUID!) {\n    deleteReport(id: $id)\n  }\n": types.DeleteReportDocument,
    "\n  mutation MarkReportRead($id: UUID!) {\n    markReportRead(id: $id) {\n      ...ReportPage_report\n    }\n  }\n": types.MarkReportReadDocument,
    "\n  mutation RemoveReportReceiver($id: UUID!, $userId: UUID!) {\n    removeReportReceiver(id: $id, userId: $userId) {\n      ...ReportPage_report\n    }\n  }\n": types.RemoveReportReceiverDocument,
    "\n  mutation RequestReport($workspaceId: UUID!, $userId: UUID!) {\n    requestReport(workspaceId: $workspaceId, userId: $userId)\n  }\n": types.RequestReportDocument,
    "\n  mutation SendReport($id: UUID!, $receivers: [ReportReceiverInput!]!) {\n    sendReport(id: $id, receivers: $receivers) {\n      reportId\n      newReceivers {\n        id\n        name\n      }\n      updatedReceivers {\n        id\n        name\n      }\n      report {\n        ...ReportPage_report\n      }\n    }\n  }\n": types.SendReportDocument,
    "\n  mutation UpdateReport($id: UUID!, $input: UpdateReportInput!) {\n    updateReport(id: $id, input: $input) {\n      ...ReportPage_report\n    }\n  }\n": types.UpdateReportDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n": types.DeleteAccountDocument,
    "\n  query WorkspacesAwaitingNewOwner {\n    me {\n      id\n      workspacesAwaitingNewOwner {\n        id\n        name\n      }\n    }\n  }\n": types.WorkspacesAwaitingNewOwnerDocument,
    "\n  mutation RemoveDemoData {\n    removeDemoData\n  }\n": types.RemoveDemoDataDocument,
    "\n  query CalendarFeed {\n    calendarFeed {\n      createdAt\n    }\n  }\n": types.CalendarFeedDocument,
    "\n  mutation ResetCalendarFeed {\n    resetCalendarFeed {\n      url\n      calendarFeed {\n        createdAt\n      }\n    }\n  }\n": types.ResetCalendarFeedDocument,
    "\n  query DemoDataPresent {\n    demoDataPresent\n  }\n": types.DemoDataPresentDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": types.PushPublicKeyDocument,
    "\n  mutation SubscribePush($input: PushSubscriptionInput!) {\n    subscribePush(input: $input)\n  }\n": types.SubscribePushDocument,
    "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n": types.UnsubscribePushDocument,
    "\n  query PersonalAccessTokens {\n    personalAccessTokens {\n      ...PersonalAccessTokenRow\n    }\n  }\n": types.PersonalAccessTokensDocument,
    "\n  fragment PersonalAccessTokenRow on PersonalAccessToken {\n    id\n    name\n    hint\n    scope\n    createdAt\n    expiresAt\n    lastUsedAt\n    lastUsedIp\n    workspaceId\n    workspaceName\n  }\n": types.PersonalAccessTokenRowFragmentDoc,
    "\n  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      token\n      personalAccessToken {\n        ...PersonalAccessTokenRow\n      }\n    }\n  }\n": types.CreatePersonalAccessTokenDocument,
    "\n  mutation RevokePersonalAccessToken($id: UUID!) {\n    revokePersonalAccessToken(id: $id) {\n      id\n    }\n  }\n": types.RevokePersonalAccessTokenDocument,
    "\n    fragment TeamMembersPage_member on TeamMember {\n      id\n      registerDate\n      user {\n        ...ProfileFields\n      }\n    }\n  ": types.TeamMembersPage_MemberFragmentDoc,
    "\n  fragment TeamSummary on Team {\n    id\n    name\n    description\n    viewerIsMember\n    workspace {\n      id\n    }\n  }\n": types.TeamSummaryFragmentDoc,
    "\n  query MyTeams($workspaceId: UUID) {\n    myTeams(workspaceId: $workspaceId) {\n      ...TeamSummary\n    }\n  }\n": types.MyTeamsDocument,
    "\n  query Team($id: UUID!) {\n    team(id: $id) {\n      ...TeamSummary\n      registerDate\n      viewerCan {\n        addMembers\n        removeMembers\n        leave\n        update\n        delete\n      }\n      members {\n        ...TeamMembersPage_member\n      }\n      workspace {\n        id\n        name\n        members {\n          id\n          role\n          status\n          user {\n            ...ProfileFields\n          }\n        }\n      }\n    }\n  }\n": types.TeamDocument,
    "\n  query CreateTeamCandidates($id: UUID!) {\n    workspace(id: $id) {\n      id\n      members {\n        id\n        status\n        user {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n": types.CreateTeamCandidatesDocument,
    "\n  query TeamPeople($id: UUID!) {\n    team(id: $id) {\n      id\n      name\n      members {\n        id\n        user {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n": types.TeamPeopleDocument,
    "\n  mutation AddTeamMembers($teamId: UUID!, $userIds: [UUID!]!) {\n    addTeamMembers(teamId: $teamId, userIds: $userIds) {\n      id\n      members {\n        ...TeamMembersPage_member\n      }\n    }\n  }\n": types.AddTeamMembersDocument,
    "\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...TeamSummary\n    }\n  }\n": types.CreateTeamDocument,
    "\n  mutation DeleteTeam($id: UUID!) {\n    deleteTeam(id: $id)\n  }\n": types.DeleteTeamDocument,
    "\n  mutation LeaveTeam($teamId: UUID!) {\n    leaveTeam(teamId: $teamId)\n  }\n": types.LeaveTeamDocument,
    "\n  mutation RemoveTeamMember($teamId: UUID!, $userId: UUID!) {\n    removeTeamMember(teamId: $teamId, userId: $userId)\n  }\n": types.RemoveTeamMemberDocument,
    "\n  mutation RequestPlannerUpdate($teamId: UUID!, $userId: UUID!) {\n    requestPlannerUpdate(teamId: $teamId, userId: $userId)\n  }\n": types.RequestPlannerUpdateDocument,
    "\n    fragment GoalTodosCard_todo on Todo {\n      id\n      title\n      masked\n      status\n      completeDate\n      cancelledDate\n      isPublic\n      owner {\n        id\n        name\n        profileImageUrl\n      }\n      planners {\n        id\n        plannerDate\n        blocks\n      }\n      viewerCan {\n        edit\n        editTimes\n        delete\n      }\n    }\n  ": types.GoalTodosCard_TodoFragmentDoc,
    "\n    fragment TodoDrawerContent_todo on Todo {\n      id\n      title\n      masked\n      content\n      status\n      isPublic\n      dueDate\n      completeDate\n      cancelledDate\n      registerDate\n      updateDate\n      commentCount\n      category {\n        id\n        name\n        color\n        colorName\n      }\n      goal {\n        id\n        title\n        status\n      }\n      project {\n        id\n        name\n      }\n      owner {\n        id\n        name\n        profileImageUrl\n      }\n      planners {\n        id\n        plannerDate\n        blocks\n      }\n      viewerCan {\n        edit\n        editTimes\n        delete\n      }\n    }\n  ": types.TodoDrawerContent_TodoFragmentDoc,
    "\n  query TodoHistory($id: UUID!, $size: Int!) {\n    todo(id: $id) {\n      id\n      history(size: $size) {\n        hasMore\n        items {\n          id\n          field\n          oldValue\n          newValue\n          createdAt\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.TodoHistoryDocument,
    "\n  query TodoDrawer($id: UUID!) {\n    todo(id: $id) {\n      ...TodoDrawerContent_todo\n    }\n  }\n": types.TodoDrawerDocument,
    "\n  query TodoCategories {\n    categories {\n      id\n      name\n      color\n      colorName\n    }\n  }\n": types.TodoCategoriesDocument,
    "\n  query GoalTodos($goalId: UUID!) {\n    goal(id: $goalId) {\n      id\n      work {\n        plannedHours\n        todos\n        doneTodos\n        includesSubgoals\n      }\n      todos {\n        ...GoalTodosCard_todo\n      }\n    }\n  }\n": types.GoalTodosDocument,
    "\n  subscription GoalTodosChanged($goalId: UUID!) {\n    goalTodosChanged(goalId: $goalId) {\n      goalId\n      todoId\n    }\n  }\n": types.GoalTodosChangedDocument,
    "\n  mutation CreateGoalTodo($input: CreateTodoInput!) {\n    createTodo(input: $input) {\n      ...GoalTodosCard_todo\n    }\n  }\n": types.CreateGoalTodoDocument,
    "\n  mutation DeleteTodo($id: UUID!) {\n    deleteTodo(id: $id)\n  }\n": types.DeleteTodoDocument,
    "\n  mutation PlanTodo($todoId: UUID!, $date: LocalDate!, $blocks: [Int!]!) {\n    planTodo(todoId: $todoId, date: $date, blocks: $blocks) {\n      id\n      plannerDate\n      blocks\n      todo {\n        id\n      }\n    }\n  }\n": types.PlanTodoDocument,
    "\n  mutation RemovePlanner($id: UUID!) {\n    removePlanner(id: $id)\n  }\n": types.RemovePlannerDocument,
    "\n  mutation ResumeTodo($id: UUID!) {\n    resumeTodo(id: $id) {\n      id\n      status\n      completeDate\n      cancelledDate\n    }\n  }\n": types.ResumeTodoDocument,
    "\n  mutation SetTodoComplete($id: UUID!, $complete: Boolean!) {\n    setTodoComplete(id: $id, complete: $complete) {\n      id\n      status\n      completeDate\n      cancelledDate\n    }\n  }\n": types.SetTodoCompleteDocument,
    "\n  mutation StopTodo($id: UUID!, $date: LocalDate!) {\n    stopTodo(id: $id, date: $date) {\n      id\n      status\n      completeDate\n      cancelledDate\n      planners {\n        id\n        plannerDate\n        blocks\n      }\n    }\n  }\n": types.StopTodoDocument,
    "\n  mutation UpdateTodo($id: UUID!, $input: UpdateTodoInput!) {\n    updateTodo(id: $id, input: $input) {\n      ...TodoDrawerContent_todo\n    }\n  }\n": types.UpdateTodoDocument,
    "\n    fragment MembersTab_member on WorkspaceMember {\n      id\n      role\n      status\n      registerDate\n      user {\n        ...ProfileFields\n      }\n      viewerCan {\n        changeRole\n        assignableRoles\n        remove\n        transferOwnership\n      }\n    }\n  ": types.MembersTab_MemberFragmentDoc,
    "\n    fragment PendingInvitations_invitation on Invitation {\n      id\n      email\n      role\n      status\n      registerDate\n      mailFailed\n      inviter {\n        id\n        name\n      }\n    }\n  ": types.PendingInvitations_InvitationFragmentDoc,
    "\n  fragment WorkspaceSummary on Workspace {\n    id\n    name\n    description\n    profileImageUrl\n    viewerRole\n    viewerCan {\n      createTeam\n      update\n      invite\n      delete\n    }\n  }\n": types.WorkspaceSummaryFragmentDoc,
    "\n  query MyWorkspaces {\n    myWorkspaces {\n      ...WorkspaceSummary\n    }\n  }\n": types.MyWorkspacesDocument,
    "\n  query WorkspaceSettings($id: UUID!) {\n    workspace(id: $id) {\n      ...WorkspaceSummary\n      registerDate\n      announcementsLeftToday\n      viewerCan {\n        announce\n      }\n      members {\n        ...MembersTab_member\n      }\n      pendingInvitations {\n        ...PendingInvitations_invitation\n      }\n      teams {\n        id\n        name\n        description\n        viewerIsMember\n        viewerCan {\n          delete\n          update\n          addMembers\n          removeMembers\n          leave\n        }\n        members {\n          id\n          user {\n            ...ProfileFields\n          }\n        }\n      }\n    }\n  }\n": types.WorkspaceSettingsDocument,
    "\n  mutation AnnounceToWorkspace($workspaceId: UUID!, $input: AnnouncementInput!) {\n    announceToWorkspace(workspaceId: $workspaceId, input: $input) {\n      recipientCount\n      announcementsLeftToday\n    }\n  }\n": types.AnnounceToWorkspaceDocument,
    "\n  mutation CancelInvitation($id: UUID!) {\n    cancelInvitation(id: $id) {\n      id\n      status\n    }\n  }\n": types.CancelInvitationDocument,
    "\n  mutation ChangeWorkspaceMemberRole($workspaceId: UUID!, $userId: UUID!, $role: WorkspaceRole!) {\n    changeWorkspaceMemberRole(workspaceId: $workspaceId, userId: $userId, role: $role) {\n      ...MembersTab_member\n    }\n  }\n": types.ChangeWorkspaceMemberRoleDocument,
    "\n  mutation CreateWorkspace($input: CreateWorkspaceInput!) {\n    createWorkspace(input: $input) {\n      ...WorkspaceSummary\n    }\n  }\n": types.CreateWorkspaceDocument,
    "\n  mutation DeleteWorkspace($id: UUID!) {\n    deleteWorkspace(id: $id)\n  }\n": types.DeleteWorkspaceDocument,
    "\n  mutation InviteWorkspaceMembers($input: InviteMembersInput!) {\n    inviteWorkspaceMembers(input: $input) {\n      ...PendingInvitations_invitation\n    }\n  }\n": types.InviteWorkspaceMembersDocument,
    "\n  mutation RememberWorkspace($workspaceId: UUID!) {\n    rememberWorkspace(workspaceId: $workspaceId) {\n      id\n      lastWorkspaceId\n    }\n  }\n": types.RememberWorkspaceDocument,
    "\n  mutation RemoveWorkspaceMember($workspaceId: UUID!, $userId: UUID!) {\n    removeWorkspaceMember(workspaceId: $workspaceId, userId: $userId)\n  }\n": types.RemoveWorkspaceMemberDocument,
    "\n  mutation ResendInvitation($id: UUID!) {\n    resendInvitation(id: $id) {\n      id\n      status\n      mailFailed\n    }\n  }\n": types.ResendInvitationDocument,
    "\n  mutation TransferWorkspaceOwnership($workspaceId: UUID!, $userId: UUID!) {\n    transferWorkspaceOwnership(workspaceId: $workspaceId, userId: $userId) {\n      id\n      viewerRole\n      viewerCan {\n        update\n        delete\n        invite\n        createTeam\n      }\n      members {\n        ...MembersTab_member\n      }\n    }\n  }\n": types.TransferWorkspaceOwnershipDocument,
    "\n  mutation UpdateWorkspace($id: UUID!, $input: UpdateWorkspaceInput!) {\n    updateWorkspace(id: $id, input: $input) {\n      ...WorkspaceSummary\n    }\n  }\n": types.UpdateWorkspaceDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    events\n    enabled\n    consecutiveFailures\n    disabledReason\n    registerDate\n    registeredBy {\n      id\n      name\n    }\n  }\n": types.WebhookEndpointFieldsFragmentDoc,
    "\n  query WebhookEndpoints($workspaceId: UUID!) {\n    webhookEndpoints(workspaceId: $workspaceId) {\n      ...WebhookEndpointFields\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($endpointId: UUID!, $offset: Int!) {\n    webhookDeliveries(endpointId: $endpointId, offset: $offset, size: 20) {\n      total\n      items {\n        id\n        eventType\n        status\n        attempts\n        responseStatus\n        responseMs\n        error\n        updateDate\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: UUID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation SetWebhookEndpointEnabled($id: UUID!, $enabled: Boolean!) {\n    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {\n      ...WebhookEndpointFields\n    }\n  }\n": types.SetWebhookEndpointEnabledDocument,
    "\n  mutation DeleteWebhookEndpoint($id: UUID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": types.DeleteWebhookEndpointDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    name\n    email\n    profileImageUrl\n    language\n    languageCode\n    timezone\n    mbti\n    phone\n    planningReminderTime\n    planningReminderDays\n    emailVerified\n    marketingAgreed\n    lastWorkspaceId\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    name\n    email\n    profileImageUrl\n    language\n    languageCode\n    timezone\n    mbti\n    phone\n    planningReminderTime\n    planningReminderDays\n    emailVerified\n    marketingAgreed\n    lastWorkspaceId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n      accessTokenExpiresAt\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n      accessTokenExpiresAt\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      accessTokenExpiresAt\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      accessTokenExpiresAt\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ViewerUpdated {\n    viewerUpdated {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  subscription ViewerUpdated {\n    viewerUpdated {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFields on UserProfile {\n    id\n    name\n    email\n    profileImageUrl\n    mbti\n  }\n"): (typeof documents)["\n  fragment ProfileFields on UserProfile {\n    id\n    name\n    email\n    profileImageUrl\n    mbti\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkItemTeam on Team {\n    id\n    name\n    members {\n      id\n      user {\n        ...ProfileFields\n      }\n    }\n    workspace {\n      id\n      teams {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WorkItemTeam on Team {\n    id\n    name\n    members {\n      id\n      user {\n        ...ProfileFields\n      }\n    }\n    workspace {\n      id\n      teams {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkItemSharing on TeamSharing {\n    isOwner\n    team {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment WorkItemSharing on TeamSharing {\n    isOwner\n    team {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment HistoryItem_session on AssistantSession {\n      id\n      title\n      preview\n      updateDate\n    }\n  "): (typeof documents)["\n    fragment HistoryItem_session on AssistantSession {\n      id\n      title\n      preview\n      updateDate\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantTodoExists($id: UUID!) {\n    todo(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query AssistantTodoExists($id: UUID!) {\n    todo(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantSessions($offset: Int!, $size: Int!) {\n    assistantSessions(offset: $offset, size: $size) {\n      total\n      items {\n        ...HistoryItem_session\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssistantSessions($offset: Int!, $size: Int!) {\n    assistantSessions(offset: $offset, size: $size) {\n      total\n      items {\n        ...HistoryItem_session\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantMessages($sessionId: UUID!) {\n    assistantMessages(sessionId: $sessionId) {\n      id\n      isUser\n      content\n      registerDate\n      tools {\n        id\n        name\n        input\n        result\n        error\n      }\n      parts {\n        kind\n        text\n        toolId\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssistantMessages($sessionId: UUID!) {\n    assistantMessages(sessionId: $sessionId) {\n      id\n      isUser\n      content\n      registerDate\n      tools {\n        id\n        name\n        input\n        result\n        error\n      }\n      parts {\n        kind\n        text\n        toolId\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAssistantSession($id: UUID!) {\n    deleteAssistantSession(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteAssistantSession($id: UUID!) {\n    deleteAssistantSession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantNoteScope($id: UUID!) {\n    note(id: $id) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query AssistantNoteScope($id: UUID!) {\n    note(id: $id) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token)\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailExists($email: String!) {\n    emailExists(email: $email)\n  }\n"): (typeof documents)["\n  query EmailExists($email: String!) {\n    emailExists(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationEmail($email: String!) {\n    resendVerificationEmail(email: $email)\n  }\n"): (typeof documents)["\n  mutation ResendVerificationEmail($email: String!) {\n    resendVerificationEmail(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment CommentEntry_comment on Comment {\n      id\n      content\n      edited\n      parentId\n      registerDate\n      updateDate\n      author {\n        id\n        name\n        profileImageUrl\n      }\n      mentions {\n        id\n        name\n      }\n      viewerCan {\n        edit\n        delete\n        reply\n      }\n    }\n  "): (typeof documents)["\n    fragment CommentEntry_comment on Comment {\n      id\n      content\n      edited\n      parentId\n      registerDate\n      updateDate\n      author {\n        id\n        name\n        profileImageUrl\n      }\n      mentions {\n        id\n        name\n      }\n      viewerCan {\n        edit\n        delete\n        reply\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentThread($target: CommentTargetInput!) {\n    comments(target: $target) {\n      count\n      items {\n        ...CommentEntry_comment\n        replies {\n          ...CommentEntry_comment\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommentThread($target: CommentTargetInput!) {\n    comments(target: $target) {\n      count\n      items {\n        ...CommentEntry_comment\n        replies {\n          ...CommentEntry_comment\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MentionSuggestions($target: CommentTargetInput!, $prefix: String!) {\n    mentionSuggestions(target: $target, prefix: $prefix) {\n      id\n      name\n      profileImageUrl\n    }\n  }\n"): (typeof documents)["\n  query MentionSuggestions($target: CommentTargetInput!, $prefix: String!) {\n    mentionSuggestions(target: $target, prefix: $prefix) {\n      id\n      name\n      profileImageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CommentsChanged($target: CommentTargetInput!) {\n    commentsChanged(target: $target) {\n      commentId\n      kind\n    }\n  }\n"): (typeof documents)["\n  subscription CommentsChanged($target: CommentTargetInput!) {\n    commentsChanged(target: $target) {\n      commentId\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateComment($input: CreateCommentInput!) {\n    createComment(input: $input) {\n      ...CommentEntry_comment\n      replies {\n        ...CommentEntry_comment\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateComment($input: CreateCommentInput!) {\n    createComment(input: $input) {\n      ...CommentEntry_comment\n      replies {\n        ...CommentEntry_comment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($id: UUID!) {\n    deleteComment(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteComment($id: UUID!) {\n    deleteComment(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateComment($id: UUID!, $content: String!) {\n    updateComment(id: $id, content: $content) {\n      ...CommentEntry_comment\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateComment($id: UUID!, $content: String!) {\n    updateComment(id: $id, content: $content) {\n      ...CommentEntry_comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment OpenBlockers_scrum on DailyScrum {\n      openBlockers {\n        text\n        todoId\n        since\n        ageDays\n        itemId\n        user {\n          id\n          name\n          profileImageUrl\n        }\n      }\n    }\n  "): (typeof documents)["\n    fragment OpenBlockers_scrum on DailyScrum {\n      openBlockers {\n        text\n        todoId\n        since\n        ageDays\n        itemId\n        user {\n          id\n          name\n          profileImageUrl\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment ScrumItemCard_item on DailyScrumItem {\n      id\n      user {\n        ...ProfileFields\n      }\n      done {\n        ...ScrumSectionView_line\n      }\n      today {\n        ...ScrumSectionView_line\n      }\n      blockers {\n        ...ScrumSectionView_blocker\n      }\n      note\n      registerDate\n      updateDate\n      edited\n      reactions {\n        ...ReactionBar_reactions\n      }\n      comments {\n        count\n      }\n      viewerCan {\n        edit\n        delete\n        comment\n        react\n      }\n    }\n  "): (typeof documents)["\n    fragment ScrumItemCard_item on DailyScrumItem {\n      id\n      user {\n        ...ProfileFields\n      }\n      done {\n        ...ScrumSectionView_line\n      }\n      today {\n        ...ScrumSectionView_line\n      }\n      blockers {\n        ...ScrumSectionView_blocker\n      }\n      note\n      registerDate\n      updateDate\n      edited\n      reactions {\n        ...ReactionBar_reactions\n      }\n      comments {\n        count\n      }\n      viewerCan {\n        edit\n        delete\n        comment\n        react\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment ScrumPostedSummary_scrum on DailyScrum {\n      postedCount\n      members {\n        posted\n        user {\n          ...ProfileFields\n        }\n      }\n    }\n  "): (typeof documents)["\n    fragment ScrumPostedSummary_scrum on DailyScrum {\n      postedCount\n      members {\n        posted\n        user {\n          ...ProfileFields\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment ScrumSectionView_line on ScrumLineType {\n      text\n      todoId\n    }\n  "): (typeof documents)["\n    fragment ScrumSectionView_line on ScrumLineType {\n      text\n      todoId\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment ScrumSectionView_blocker on ScrumBlockerType {\n      text\n      todoId\n      since\n      ageDays\n    }\n  "): (typeof documents)["\n    fragment ScrumSectionView_blocker on ScrumBlockerType {\n      text\n      todoId\n      since\n      ageDays\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DailyScrum($teamId: UUID!, $date: LocalDate!) {\n    dailyScrum(teamId: $teamId, date: $date) {\n      id\n      date\n      teamId\n      viewerCan {\n        post\n        manageTemplates\n      }\n      ...ScrumPostedSummary_scrum\n      ...OpenBlockers_scrum\n      items {\n        ...ScrumItemCard_item\n      }\n    }\n  }\n"): (typeof documents)["\n  query DailyScrum($teamId: UUID!, $date: LocalDate!) {\n    dailyScrum(teamId: $teamId, date: $date) {\n      id\n      date\n      teamId\n      viewerCan {\n        post\n        manageTemplates\n      }\n      ...ScrumPostedSummary_scrum\n      ...OpenBlockers_scrum\n      items {\n        ...ScrumItemCard_item\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DailyScrumDraft($teamId: UUID!, $date: LocalDate!) {\n    dailyScrumDraft(teamId: $teamId, date: $date) {\n      done {\n        ...ScrumSectionView_line\n      }\n      today {\n        ...ScrumSectionView_line\n      }\n      blockers {\n        ...ScrumSectionView_blocker\n      }\n      note\n    }\n  }\n"): (typeof documents)["\n  query DailyScrumDraft($teamId: UUID!, $date: LocalDate!) {\n    dailyScrumDraft(teamId: $teamId, date: $date) {\n      done {\n        ...ScrumSectionView_line\n      }\n      today {\n        ...ScrumSectionView_line\n      }\n      blockers {\n        ...ScrumSectionView_blocker\n      }\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DailyScrumTemplates($teamId: UUID!) {\n    dailyScrumTemplates(teamId: $teamId) {\n      ...ScrumTemplate_template\n    }\n  }\n"): (typeof documents)["\n  query DailyScrumTemplates($teamId: UUID!) {\n    dailyScrumTemplates(teamId: $teamId) {\n      ...ScrumTemplate_template\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScrumTemplate_template on DailyScrumTemplate {\n    id\n    title\n    content\n    isDefault\n    registerDate\n  }\n"): (typeof documents)["\n  fragment ScrumTemplate_template on DailyScrumTemplate {\n    id\n    title\n    content\n    isDefault\n    registerDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DailyScrumChanged($scrumId: UUID!) {\n    dailyScrumChanged(scrumId: $scrumId) {\n      scrumId\n    }\n  }\n"): (typeof documents)["\n  subscription DailyScrumChanged($scrumId: UUID!) {\n    dailyScrumChanged(scrumId: $scrumId) {\n      scrumId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDailyScrumTemplate($teamId: UUID!, $input: ScrumTemplateInput!, $isDefault: Boolean!) {\n    createDailyScrumTemplate(teamId: $teamId, input: $input, isDefault: $isDefault) {\n      ...ScrumTemplate_template\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDailyScrumTemplate($teamId: UUID!, $input: ScrumTemplateInput!, $isDefault: Boolean!) {\n    createDailyScrumTemplate(teamId: $teamId, input: $input, isDefault: $isDefault) {\n      ...ScrumTemplate_template\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDailyScrumItem($id: UUID!) {\n    deleteDailyScrumItem(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteDailyScrumItem($id: UUID!) {\n    deleteDailyScrumItem(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDailyScrumTemplate($id: UUID!) {\n    deleteDailyScrumTemplate(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteDailyScrumTemplate($id: UUID!) {\n    deleteDailyScrumTemplate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostDailyScrumItem($scrumId: UUID!, $input: ScrumItemInput!) {\n    postDailyScrumItem(scrumId: $scrumId, input: $input) {\n      ...ScrumItemCard_item\n    }\n  }\n"): (typeof documents)["\n  mutation PostDailyScrumItem($scrumId: UUID!, $input: ScrumItemInput!) {\n    postDailyScrumItem(scrumId: $scrumId, input: $input) {\n      ...ScrumItemCard_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultDailyScrumTemplate($id: UUID!, $isDefault: Boolean!) {\n    setDefaultDailyScrumTemplate(id: $id, isDefault: $isDefault) {\n      ...ScrumTemplate_template\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultDailyScrumTemplate($id: UUID!, $isDefault: Boolean!) {\n    setDefaultDailyScrumTemplate(id: $id, isDefault: $isDefault) {\n      ...ScrumTemplate_template\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDailyScrumItem($id: UUID!, $input: ScrumItemInput!) {\n    updateDailyScrumItem(id: $id, input: $input) {\n      ...ScrumItemCard_item\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDailyScrumItem($id: UUID!, $input: ScrumItemInput!) {\n    updateDailyScrumItem(id: $id, input: $input) {\n      ...ScrumItemCard_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDailyScrumTemplate($id: UUID!, $input: ScrumTemplateInput!) {\n    updateDailyScrumTemplate(id: $id, input: $input) {\n      ...ScrumTemplate_template\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDailyScrumTemplate($id: UUID!, $input: ScrumTemplateInput!) {\n    updateDailyScrumTemplate(id: $id, input: $input) {\n      ...ScrumTemplate_template\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment DriveTable_note on Note {\n      id\n      title\n      location\n      registerDate\n      updateDate\n      bookmarked\n      author {\n        id\n        name\n        profileImageUrl\n      }\n      workspace {\n        id\n        name\n      }\n      goal {\n        id\n        title\n      }\n      todo {\n        id\n        title\n      }\n    }\n  "): (typeof documents)["\n    fragment DriveTable_note on Note {\n      id\n      title\n      location\n      registerDate\n      updateDate\n      bookmarked\n      author {\n        id\n        name\n        profileImageUrl\n      }\n      workspace {\n        id\n        name\n      }\n      goal {\n        id\n        title\n      }\n      todo {\n        id\n        title\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Drive($filter: DriveFilter!, $offset: Int!, $size: Int!) {\n    drive(filter: $filter, offset: $offset, size: $size) {\n      total\n      items {\n        ...DriveTable_note\n      }\n    }\n  }\n"): (typeof documents)["\n  query Drive($filter: DriveFilter!, $offset: Int!, $size: Int!) {\n    drive(filter: $filter, offset: $offset, size: $size) {\n      total\n      items {\n        ...DriveTable_note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DriveShortLists($size: Int!) {\n    myRecentNotes(size: $size) {\n      total\n      items {\n        ...DriveTable_note\n      }\n    }\n    recentlyViewedNotes(size: $size) {\n      total\n      items {\n        ...DriveTable_note\n      }\n    }\n    bookmarkedNotes(size: $size) {\n      total\n      items {\n        ...DriveTable_note\n      }\n    }\n  }\n"): (typeof documents)["\n  query DriveShortLists($size: Int!) {\n    myRecentNotes(size: $size) {\n      total\n      items {\n        ...DriveTable_note\n      }\n    }\n    recentlyViewedNotes(size: $size) {\n      total\n      items {\n        ...DriveTable_note\n      }\n    }\n    bookmarkedNotes(size: $size) {\n      total\n      items {\n        ...DriveTable_note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DriveWorkspaceMembers($id: UUID!) {\n    workspace(id: $id) {\n      id\n      members {\n        id\n        status\n        user {\n          id\n          name\n          profileImageUrl\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DriveWorkspaceMembers($id: UUID!) {\n    workspace(id: $id) {\n      id\n      members {\n        id\n        status\n        user {\n          id\n          name\n          profileImageUrl\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment BookmarkPanel_feedback on Feedback {\n      id\n      content\n      registerDate\n      bookmarkUpdateDate\n      sender {\n        ...CardHeader_user\n      }\n    }\n  "): (typeof documents)["\n    fragment BookmarkPanel_feedback on Feedback {\n      id\n      content\n      registerDate\n      bookmarkUpdateDate\n      sender {\n        ...CardHeader_user\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment CardHeader_user on UserProfile {\n      id\n      name\n      profileImageUrl\n    }\n  "): (typeof documents)["\n    fragment CardHeader_user on UserProfile {\n      id\n      name\n      profileImageUrl\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment FeedbackCard_feedback on Feedback {\n      id\n      workspaceId\n      content\n      isRead\n      edited\n      isBookmarked\n      bookmarkUpdateDate\n      registerDate\n      updateDate\n      sender {\n        ...CardHeader_user\n      }\n      receiver {\n        ...CardHeader_user\n      }\n      coreValues {\n        id\n        name\n        isPositive\n        active\n      }\n      todos {\n        ...TodoLine_todo\n      }\n      request {\n        id\n        content\n      }\n      reactions {\n        ...ReactionBar_reactions\n      }\n      comments {\n        count\n      }\n      viewerCan {\n        edit\n        receive\n        comment\n        delete\n      }\n    }\n  "): (typeof documents)["\n    fragment FeedbackCard_feedback on Feedback {\n      id\n      workspaceId\n      content\n      isRead\n      edited\n      isBookmarked\n      bookmarkUpdateDate\n      registerDate\n      updateDate\n      sender {\n        ...CardHeader_user\n      }\n      receiver {\n        ...CardHeader_user\n      }\n      coreValues {\n        id\n        name\n        isPositive\n        active\n      }\n      todos {\n        ...TodoLine_todo\n      }\n      request {\n        id\n        content\n      }\n      reactions {\n        ...ReactionBar_reactions\n      }\n      comments {\n        count\n      }\n      viewerCan {\n        edit\n        receive\n        comment\n        delete\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment RequestCard_request on FeedbackRequest {\n      id\n      workspaceId\n      content\n      registerDate\n      isRejected\n      isCompleted\n      isCancelled\n      sender {\n        ...CardHeader_user\n      }\n      receiver {\n        ...CardHeader_user\n      }\n      todos {\n        ...TodoLine_todo\n      }\n      viewerCan {\n        edit\n        cancel\n        reject\n        respond\n      }\n    }\n  "): (typeof documents)["\n    fragment RequestCard_request on FeedbackRequest {\n      id\n      workspaceId\n      content\n      registerDate\n      isRejected\n      isCompleted\n      isCancelled\n      sender {\n        ...CardHeader_user\n      }\n      receiver {\n        ...CardHeader_user\n      }\n      todos {\n        ...TodoLine_todo\n      }\n      viewerCan {\n        edit\n        cancel\n        reject\n        respond\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment RequestDialog_request on FeedbackRequest {\n      ...RequestCard_request\n    }\n  "): (typeof documents)["\n    fragment RequestDialog_request on FeedbackRequest {\n      ...RequestCard_request\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment TodoLine_todo on LinkedTodo {\n      id\n      title\n      status\n      completeDate\n      plannedMinutes\n      goal {\n        id\n        title\n      }\n    }\n  "): (typeof documents)["\n    fragment TodoLine_todo on LinkedTodo {\n      id\n      title\n      status\n      completeDate\n      plannedMinutes\n      goal {\n        id\n        title\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedbackCounts($workspaceId: UUID!) {\n    feedbackCounts(workspaceId: $workspaceId) {\n      received\n      unreadReceived\n      sent\n      receivedRequests\n      sentRequests\n    }\n  }\n"): (typeof documents)["\n  query FeedbackCounts($workspaceId: UUID!) {\n    feedbackCounts(workspaceId: $workspaceId) {\n      received\n      unreadReceived\n      sent\n      receivedRequests\n      sentRequests\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReceivedFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    receivedFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...FeedbackCard_feedback\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReceivedFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    receivedFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...FeedbackCard_feedback\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SentFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    sentFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...FeedbackCard_feedback\n      }\n    }\n  }\n"): (typeof documents)["\n  query SentFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    sentFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...FeedbackCard_feedback\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookmarkedFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    bookmarkedFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...BookmarkPanel_feedback\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookmarkedFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    bookmarkedFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...BookmarkPanel_feedback\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReceivedFeedbackRequests($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    receivedFeedbackRequests(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...RequestCard_request\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReceivedFeedbackRequests($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    receivedFeedbackRequests(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...RequestCard_request\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SentFeedbackRequests($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    sentFeedbackRequests(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...RequestCard_request\n      }\n    }\n  }\n"): (typeof documents)["\n  query SentFeedbackRequests($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    sentFeedbackRequests(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...RequestCard_request\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedbackDetail($id: UUID!) {\n    feedback(id: $id) {\n      ...FeedbackCard_feedback\n    }\n  }\n"): (typeof documents)["\n  query FeedbackDetail($id: UUID!) {\n    feedback(id: $id) {\n      ...FeedbackCard_feedback\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkedRequest($id: UUID!) {\n    feedbackRequest(id: $id) {\n      ...RequestDialog_request\n    }\n  }\n"): (typeof documents)["\n  query LinkedRequest($id: UUID!) {\n    feedbackRequest(id: $id) {\n      ...RequestDialog_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedbackColleagues($workspaceId: UUID!) {\n    workspace(id: $workspaceId) {\n      id\n      viewerRole\n      members {\n        id\n        status\n        user {\n          id\n          name\n          email\n          profileImageUrl\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeedbackColleagues($workspaceId: UUID!) {\n    workspace(id: $workspaceId) {\n      id\n      viewerRole\n      members {\n        id\n        status\n        user {\n          id\n          name\n          email\n          profileImageUrl\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoreValueUsage($workspaceId: UUID!, $from: LocalDate!, $to: LocalDate!) {\n    coreValueUsage(workspaceId: $workspaceId, from: $from, to: $to) {\n      id\n      name\n      active\n      positive\n      negative\n    }\n  }\n"): (typeof documents)["\n  query CoreValueUsage($workspaceId: UUID!, $from: LocalDate!, $to: LocalDate!) {\n    coreValueUsage(workspaceId: $workspaceId, from: $from, to: $to) {\n      id\n      name\n      active\n      positive\n      negative\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoreValues($workspaceId: UUID!) {\n    coreValues(workspaceId: $workspaceId) {\n      id\n      name\n      enable\n    }\n  }\n"): (typeof documents)["\n  query CoreValues($workspaceId: UUID!) {\n    coreValues(workspaceId: $workspaceId) {\n      id\n      name\n      enable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedbackTodoChoices($input: TodoChoiceInput!) {\n    feedbackTodoChoices(input: $input) {\n      ...TodoLine_todo\n    }\n  }\n"): (typeof documents)["\n  query FeedbackTodoChoices($input: TodoChoiceInput!) {\n    feedbackTodoChoices(input: $input) {\n      ...TodoLine_todo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FeedbackChanged($workspaceId: UUID!) {\n    feedbackChanged(workspaceId: $workspaceId) {\n      workspaceId\n      kind\n      id\n      cancelled\n    }\n  }\n"): (typeof documents)["\n  subscription FeedbackChanged($workspaceId: UUID!) {\n    feedbackChanged(workspaceId: $workspaceId) {\n      workspaceId\n      kind\n      id\n      cancelled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImproveFeedback($content: String!) {\n    improveFeedback(content: $content) {\n      hints\n      rewrite\n    }\n  }\n"): (typeof documents)["\n  query ImproveFeedback($content: String!) {\n    improveFeedback(content: $content) {\n      hints\n      rewrite\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCoreValue($workspaceId: UUID!, $name: String!) {\n    addCoreValue(workspaceId: $workspaceId, name: $name) {\n      id\n      name\n      enable\n    }\n  }\n"): (typeof documents)["\n  mutation AddCoreValue($workspaceId: UUID!, $name: String!) {\n    addCoreValue(workspaceId: $workspaceId, name: $name) {\n      id\n      name\n      enable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelFeedbackRequest($id: UUID!) {\n    cancelFeedbackRequest(id: $id)\n  }\n"): (typeof documents)["\n  mutation CancelFeedbackRequest($id: UUID!) {\n    cancelFeedbackRequest(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCoreValue($id: UUID!) {\n    deleteCoreValue(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCoreValue($id: UUID!) {\n    deleteCoreValue(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFeedback($id: UUID!) {\n    deleteFeedback(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteFeedback($id: UUID!) {\n    deleteFeedback(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkFeedbackRead($workspaceId: UUID!, $ids: [UUID!]!) {\n    markFeedbackRead(workspaceId: $workspaceId, ids: $ids)\n  }\n"): (typeof documents)["\n  mutation MarkFeedbackRead($workspaceId: UUID!, $ids: [UUID!]!) {\n    markFeedbackRead(workspaceId: $workspaceId, ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectFeedbackRequest($id: UUID!) {\n    rejectFeedbackRequest(id: $id) {\n      id\n      isRejected\n    }\n  }\n"): (typeof documents)["\n  mutation RejectFeedbackRequest($id: UUID!) {\n    rejectFeedbackRequest(id: $id) {\n      id\n      isRejected\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameCoreValue($id: UUID!, $name: String!) {\n    renameCoreValue(id: $id, name: $name) {\n      id\n      name\n      enable\n    }\n  }\n"): (typeof documents)["\n  mutation RenameCoreValue($id: UUID!, $name: String!) {\n    renameCoreValue(id: $id, name: $name) {\n      id\n      name\n      enable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestFeedback($input: RequestFeedbackInput!) {\n    requestFeedback(input: $input) {\n      ...RequestCard_request\n    }\n  }\n"): (typeof documents)["\n  mutation RequestFeedback($input: RequestFeedbackInput!) {\n    requestFeedback(input: $input) {\n      ...RequestCard_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendFeedback($id: UUID!) {\n    resendFeedback(id: $id) {\n      ...FeedbackCard_feedback\n    }\n  }\n"): (typeof documents)["\n  mutation ResendFeedback($id: UUID!) {\n    resendFeedback(id: $id) {\n      ...FeedbackCard_feedback\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFeedback($input: SendFeedbackInput!) {\n    sendFeedback(input: $input) {\n      ...FeedbackCard_feedback\n    }\n  }\n"): (typeof documents)["\n  mutation SendFeedback($input: SendFeedbackInput!) {\n    sendFeedback(input: $input) {\n      ...FeedbackCard_feedback\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFeedbackBookmark($id: UUID!, $bookmarked: Boolean!) {\n    setFeedbackBookmark(id: $id, bookmarked: $bookmarked) {\n      id\n      isBookmarked\n      bookmarkUpdateDate\n    }\n  }\n"): (typeof documents)["\n  mutation SetFeedbackBookmark($id: UUID!, $bookmarked: Boolean!) {\n    setFeedbackBookmark(id: $id, bookmarked: $bookmarked) {\n      id\n      isBookmarked\n      bookmarkUpdateDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFeedback($id: UUID!, $input: FeedbackFieldsInput!) {\n    updateFeedback(id: $id, input: $input) {\n      ...FeedbackCard_feedback\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFeedback($id: UUID!, $input: FeedbackFieldsInput!) {\n    updateFeedback(id: $id, input: $input) {\n      ...FeedbackCard_feedback\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFeedbackRequest($id: UUID!, $input: FeedbackRequestFieldsInput!) {\n    updateFeedbackRequest(id: $id, input: $input) {\n      ...RequestCard_request\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFeedbackRequest($id: UUID!, $input: FeedbackRequestFieldsInput!) {\n    updateFeedbackRequest(id: $id, input: $input) {\n      ...RequestCard_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyInvitations {\n    myInvitations {\n      id\n      role\n      workspaceId\n      workspaceName\n      inviter {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyInvitations {\n    myInvitations {\n      id\n      role\n      workspaceId\n      workspaceName\n      inviter {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FirstRunCreateTodo($input: CreateTodoInput!) {\n    createTodo(input: $input) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation FirstRunCreateTodo($input: CreateTodoInput!) {\n    createTodo(input: $input) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoalSelector($workspaceId: UUID) {\n    goalSelector(workspaceId: $workspaceId) {\n      projectId\n      projectName\n      goals {\n        id\n        title\n        status\n        priority\n        endDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query GoalSelector($workspaceId: UUID) {\n    goalSelector(workspaceId: $workspaceId) {\n      projectId\n      projectName\n      goals {\n        id\n        title\n        status\n        priority\n        endDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment GoalCell_goal on Goal {\n      id\n      title\n      status\n      priority\n      startDate\n      endDate\n      registerDate\n      completeDate\n      indicatorType\n      initialValue\n      currentValue\n      targetValue\n      indicatorProgress\n      viewerHidden\n      work {\n        plannedHours\n        todos\n        doneTodos\n        includesSubgoals\n      }\n      leader {\n        id\n        name\n        profileImageUrl\n      }\n      participants {\n        id\n        name\n        profileImageUrl\n      }\n      project {\n        id\n        name\n      }\n      team {\n        id\n        name\n      }\n      viewerCan {\n        edit\n        delete\n        share\n      }\n    }\n  "): (typeof documents)["\n    fragment GoalCell_goal on Goal {\n      id\n      title\n      status\n      priority\n      startDate\n      endDate\n      registerDate\n      completeDate\n      indicatorType\n      initialValue\n      currentValue\n      targetValue\n      indicatorProgress\n      viewerHidden\n      work {\n        plannedHours\n        todos\n        doneTodos\n        includesSubgoals\n      }\n      leader {\n        id\n        name\n        profileImageUrl\n      }\n      participants {\n        id\n        name\n        profileImageUrl\n      }\n      project {\n        id\n        name\n      }\n      team {\n        id\n        name\n      }\n      viewerCan {\n        edit\n        delete\n        share\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoalParentOptions($teamId: UUID!) {\n    goals(filter: { teamId: $teamId, visibility: ALL, completedPeriod: ALL, ordering: \"title\" }, offset: 0, size: 100) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query GoalParentOptions($teamId: UUID!) {\n    goals(filter: { teamId: $teamId, visibility: ALL, completedPeriod: ALL, ordering: \"title\" }, offset: 0, size: 100) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoalProjectOptions($teamId: UUID!) {\n    projects(teamId: $teamId, offset: 0, size: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query GoalProjectOptions($teamId: UUID!) {\n    projects(teamId: $teamId, offset: 0, size: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberGoals($teamId: UUID!, $memberId: UUID!, $offset: Int!, $size: Int!) {\n    goals(filter: { teamId: $teamId, memberId: $memberId, visibility: ALL, completedPeriod: ALL }, offset: $offset, size: $size) {\n      total\n      items {\n        id\n        title\n        status\n        priority\n        endDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberGoals($teamId: UUID!, $memberId: UUID!, $offset: Int!, $size: Int!) {\n    goals(filter: { teamId: $teamId, memberId: $memberId, visibility: ALL, completedPeriod: ALL }, offset: $offset, size: $size) {\n      total\n      items {\n        id\n        title\n        status\n        priority\n        endDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GoalDisplaySettingFields on GoalDisplaySetting {\n    completedFilter\n    displayProperties\n    grouping\n    ordering\n    orderingDir\n    viewType\n  }\n"): (typeof documents)["\n  fragment GoalDisplaySettingFields on GoalDisplaySetting {\n    completedFilter\n    displayProperties\n    grouping\n    ordering\n    orderingDir\n    viewType\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoalDisplaySetting {\n    me {\n      id\n      timezone\n      goalDisplaySetting {\n        ...GoalDisplaySettingFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query GoalDisplaySetting {\n    me {\n      id\n      timezone\n      goalDisplaySetting {\n        ...GoalDisplaySettingFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Goals($filter: GoalListFilter!, $offset: Int!, $size: Int!) {\n    goals(filter: $filter, offset: $offset, size: $size) {\n      total\n      items {\n        ...GoalCell_goal\n      }\n    }\n  }\n"): (typeof documents)["\n  query Goals($filter: GoalListFilter!, $offset: Int!, $size: Int!) {\n    goals(filter: $filter, offset: $offset, size: $size) {\n      total\n      items {\n        ...GoalCell_goal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TeamGoalsChanged($teamIds: [UUID!]!) {\n    teamGoalsChanged(teamIds: $teamIds) {\n      goalId\n    }\n  }\n"): (typeof documents)["\n  subscription TeamGoalsChanged($teamIds: [UUID!]!) {\n    teamGoalsChanged(teamIds: $teamIds) {\n      goalId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoalTeams {\n    myTeams {\n      id\n      name\n      workspace {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query GoalTeams {\n    myTeams {\n      id\n      name\n      workspace {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoalDetail($id: UUID!) {\n    goal(id: $id) {\n      ...GoalCell_goal\n      content\n      updateDate\n      ancestors {\n        id\n        title\n      }\n      parent {\n        id\n      }\n      children {\n        ...GoalCell_goal\n      }\n      project {\n        id\n        name\n        goals {\n          id\n          title\n          status\n          priority\n          endDate\n        }\n      }\n      sharedTeams {\n        ...WorkItemSharing\n      }\n      team {\n        ...WorkItemTeam\n        workspace {\n          id\n          members {\n            id\n            status\n            user {\n              ...ProfileFields\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GoalDetail($id: UUID!) {\n    goal(id: $id) {\n      ...GoalCell_goal\n      content\n      updateDate\n      ancestors {\n        id\n        title\n      }\n      parent {\n        id\n      }\n      children {\n        ...GoalCell_goal\n      }\n      project {\n        id\n        name\n        goals {\n          id\n          title\n          status\n          priority\n          endDate\n        }\n      }\n      sharedTeams {\n        ...WorkItemSharing\n      }\n      team {\n        ...WorkItemTeam\n        workspace {\n          id\n          members {\n            id\n            status\n            user {\n              ...ProfileFields\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription GoalChanged($goalId: UUID!) {\n    goalChanged(goalId: $goalId) {\n      goalId\n      goal {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription GoalChanged($goalId: UUID!) {\n    goalChanged(goalId: $goalId) {\n      goalId\n      goal {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoalActivity($goalId: UUID!, $offset: Int!, $size: Int!) {\n    goalActivity(goalId: $goalId, offset: $offset, size: $size) {\n      hasMore\n      items {\n        id\n        action\n        activityType\n        createdAt\n        user {\n          id\n          name\n          profileImageUrl\n        }\n        history {\n          id\n          field\n          oldValue\n          newValue\n        }\n        comment {\n          id\n          content\n          mentions {\n            id\n            name\n          }\n        }\n        note {\n          id\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GoalActivity($goalId: UUID!, $offset: Int!, $size: Int!) {\n    goalActivity(goalId: $goalId, offset: $offset, size: $size) {\n      hasMore\n      items {\n        id\n        action\n        activityType\n        createdAt\n        user {\n          id\n          name\n          profileImageUrl\n        }\n        history {\n          id\n          field\n          oldValue\n          newValue\n        }\n        comment {\n          id\n          content\n          mentions {\n            id\n            name\n          }\n        }\n        note {\n          id\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChildrenSharingStatus($goalId: UUID!, $teamId: UUID!, $enable: Boolean!) {\n    childrenSharingStatus(goalId: $goalId, teamId: $teamId, enable: $enable) {\n      childCount\n      changing {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChildrenSharingStatus($goalId: UUID!, $teamId: UUID!, $enable: Boolean!) {\n    childrenSharingStatus(goalId: $goalId, teamId: $teamId, enable: $enable) {\n      childCount\n      changing {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddGoalParticipant($goalId: UUID!, $userId: UUID!) {\n    addGoalParticipant(goalId: $goalId, userId: $userId) {\n      id\n      participants {\n        id\n        name\n        profileImageUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddGoalParticipant($goalId: UUID!, $userId: UUID!) {\n    addGoalParticipant(goalId: $goalId, userId: $userId) {\n      id\n      participants {\n        id\n        name\n        profileImageUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGoal($input: CreateGoalInput!) {\n    createGoal(input: $input) {\n      ...GoalCell_goal\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGoal($input: CreateGoalInput!) {\n    createGoal(input: $input) {\n      ...GoalCell_goal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGoal($id: UUID!) {\n    deleteGoal(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteGoal($id: UUID!) {\n    deleteGoal(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGoalDisplaySetting($input: GoalDisplaySettingInput!) {\n    updateGoalDisplaySetting(input: $input) {\n      id\n      goalDisplaySetting {\n        ...GoalDisplaySettingFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGoalDisplaySetting($input: GoalDisplaySettingInput!) {\n    updateGoalDisplaySetting(input: $input) {\n      id\n      goalDisplaySetting {\n        ...GoalDisplaySettingFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideGoal($id: UUID!) {\n    hideGoal(id: $id) {\n      id\n      viewerHidden\n    }\n  }\n"): (typeof documents)["\n  mutation HideGoal($id: UUID!) {\n    hideGoal(id: $id) {\n      id\n      viewerHidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveGoal($id: UUID!, $parentId: UUID) {\n    moveGoal(id: $id, parentId: $parentId) {\n      id\n      parent {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MoveGoal($id: UUID!, $parentId: UUID) {\n    moveGoal(id: $id, parentId: $parentId) {\n      id\n      parent {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveGoalParticipant($goalId: UUID!, $userId: UUID!) {\n    removeGoalParticipant(goalId: $goalId, userId: $userId) {\n      id\n      participants {\n        id\n        name\n        profileImageUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveGoalParticipant($goalId: UUID!, $userId: UUID!) {\n    removeGoalParticipant(goalId: $goalId, userId: $userId) {\n      id\n      participants {\n        id\n        name\n        profileImageUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevealGoal($id: UUID!) {\n    revealGoal(id: $id) {\n      id\n      viewerHidden\n    }\n  }\n"): (typeof documents)["\n  mutation RevealGoal($id: UUID!) {\n    revealGoal(id: $id) {\n      id\n      viewerHidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetGoalSharing($input: GoalSharingInput!) {\n    setGoalSharing(input: $input) {\n      id\n      sharedTeams {\n        ...WorkItemSharing\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetGoalSharing($input: GoalSharingInput!) {\n    setGoalSharing(input: $input) {\n      id\n      sharedTeams {\n        ...WorkItemSharing\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGoal($id: UUID!, $input: UpdateGoalInput!) {\n    updateGoal(id: $id, input: $input) {\n      ...GoalCell_goal\n      content\n      updateDate\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGoal($id: UUID!, $input: UpdateGoalInput!) {\n    updateGoal(id: $id, input: $input) {\n      ...GoalCell_goal\n      content\n      updateDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment InvitePage_invitation on Invitation {\n      id\n      email\n      role\n      status\n      registerDate\n      respondedAt\n      viewerEmailMatches\n      workspaceId\n      workspaceName\n      inviter {\n        id\n        name\n        email\n        profileImageUrl\n      }\n    }\n  "): (typeof documents)["\n    fragment InvitePage_invitation on Invitation {\n      id\n      email\n      role\n      status\n      registerDate\n      respondedAt\n      viewerEmailMatches\n      workspaceId\n      workspaceName\n      inviter {\n        id\n        name\n        email\n        profileImageUrl\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invitation($id: UUID!) {\n    invitation(id: $id) {\n      ...InvitePage_invitation\n    }\n  }\n"): (typeof documents)["\n  query Invitation($id: UUID!) {\n    invitation(id: $id) {\n      ...InvitePage_invitation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($id: UUID!) {\n    acceptInvitation(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($id: UUID!) {\n    acceptInvitation(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectInvitation($id: UUID!) {\n    rejectInvitation(id: $id) {\n      ...InvitePage_invitation\n    }\n  }\n"): (typeof documents)["\n  mutation RejectInvitation($id: UUID!) {\n    rejectInvitation(id: $id) {\n      ...InvitePage_invitation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment NoteList_note on Note {\n      id\n      title\n      updateDate\n      author {\n        id\n        name\n        profileImageUrl\n      }\n    }\n  "): (typeof documents)["\n    fragment NoteList_note on Note {\n      id\n      title\n      updateDate\n      author {\n        id\n        name\n        profileImageUrl\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment NotePage_note on Note {\n      id\n      title\n      content\n      location\n      registerDate\n      updateDate\n      bookmarked\n      shareEnabled\n      shareUrl\n      shortUrlCode\n      author {\n        id\n        name\n        profileImageUrl\n      }\n      workspace {\n        id\n        name\n      }\n      goal {\n        id\n        title\n      }\n      todo {\n        id\n        title\n      }\n      viewerCan {\n        edit\n        share\n        delete\n      }\n    }\n  "): (typeof documents)["\n    fragment NotePage_note on Note {\n      id\n      title\n      content\n      location\n      registerDate\n      updateDate\n      bookmarked\n      shareEnabled\n      shareUrl\n      shortUrlCode\n      author {\n        id\n        name\n        profileImageUrl\n      }\n      workspace {\n        id\n        name\n      }\n      goal {\n        id\n        title\n      }\n      todo {\n        id\n        title\n      }\n      viewerCan {\n        edit\n        share\n        delete\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Note($id: UUID!) {\n    note(id: $id) {\n      ...NotePage_note\n    }\n  }\n"): (typeof documents)["\n  query Note($id: UUID!) {\n    note(id: $id) {\n      ...NotePage_note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedNote($code: String!) {\n    sharedNote(code: $code) {\n      title\n      content\n      authorName\n      updateDate\n    }\n  }\n"): (typeof documents)["\n  query SharedNote($code: String!) {\n    sharedNote(code: $code) {\n      title\n      content\n      authorName\n      updateDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoalNotes($goalId: UUID!) {\n    goal(id: $goalId) {\n      id\n      notes {\n        ...NoteList_note\n      }\n    }\n  }\n"): (typeof documents)["\n  query GoalNotes($goalId: UUID!) {\n    goal(id: $goalId) {\n      id\n      notes {\n        ...NoteList_note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TodoNotes($todoId: UUID!) {\n    todo(id: $todoId) {\n      id\n      noteCount\n      notes {\n        ...NoteList_note\n      }\n    }\n  }\n"): (typeof documents)["\n  query TodoNotes($todoId: UUID!) {\n    todo(id: $todoId) {\n      id\n      noteCount\n      notes {\n        ...NoteList_note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNoteBookmark($id: UUID!, $bookmarked: Boolean!) {\n    setNoteBookmark(id: $id, bookmarked: $bookmarked) {\n      id\n      bookmarked\n    }\n  }\n"): (typeof documents)["\n  mutation SetNoteBookmark($id: UUID!, $bookmarked: Boolean!) {\n    setNoteBookmark(id: $id, bookmarked: $bookmarked) {\n      id\n      bookmarked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoteSummary($id: UUID!) {\n    noteSummary(id: $id)\n  }\n"): (typeof documents)["\n  query NoteSummary($id: UUID!) {\n    noteSummary(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNote($input: CreateNoteInput!) {\n    createNote(input: $input) {\n      ...NotePage_note\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNote($input: CreateNoteInput!) {\n    createNote(input: $input) {\n      ...NotePage_note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNote($id: UUID!) {\n    deleteNote(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNote($id: UUID!) {\n    deleteNote(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailNoteSummary($id: UUID!) {\n    emailNoteSummary(id: $id)\n  }\n"): (typeof documents)["\n  mutation EmailNoteSummary($id: UUID!) {\n    emailNoteSummary(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNoteViewed($id: UUID!) {\n    markNoteViewed(id: $id)\n  }\n"): (typeof documents)["\n  mutation MarkNoteViewed($id: UUID!) {\n    markNoteViewed(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNoteSharing($id: UUID!, $enabled: Boolean!) {\n    setNoteSharing(id: $id, enabled: $enabled) {\n      id\n      shareEnabled\n      shareUrl\n      shortUrlCode\n    }\n  }\n"): (typeof documents)["\n  mutation SetNoteSharing($id: UUID!, $enabled: Boolean!) {\n    setNoteSharing(id: $id, enabled: $enabled) {\n      id\n      shareEnabled\n      shareUrl\n      shortUrlCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNote($id: UUID!, $input: UpdateNoteInput!) {\n    updateNote(id: $id, input: $input) {\n      id\n      title\n      content\n      updateDate\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNote($id: UUID!, $input: UpdateNoteInput!) {\n    updateNote(id: $id, input: $input) {\n      id\n      title\n      content\n      updateDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment NotificationItem_notification on Notification {\n      id\n      type\n      content\n      relatedId\n      relatedType\n      isRead\n      isViewed\n      registerDate\n    }\n  "): (typeof documents)["\n    fragment NotificationItem_notification on Notification {\n      id\n      type\n      content\n      relatedId\n      relatedType\n      isRead\n      isViewed\n      registerDate\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($filter: NotificationFilter!, $page: Int!, $size: Int!) {\n    notifications(filter: $filter, page: $page, size: $size) {\n      items {\n        ...NotificationItem_notification\n      }\n      page\n      totalCount\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query Notifications($filter: NotificationFilter!, $page: Int!, $size: Int!) {\n    notifications(filter: $filter, page: $page, size: $size) {\n      items {\n        ...NotificationItem_notification\n      }\n      page\n      totalCount\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationChanged {\n    notificationChanged {\n      notification {\n        ...NotificationItem_notification\n      }\n      unreadCount\n      initial\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationChanged {\n    notificationChanged {\n      notification {\n        ...NotificationItem_notification\n      }\n      unreadCount\n      initial\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationDeleted {\n    notificationDeleted {\n      ids\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationDeleted {\n    notificationDeleted {\n      ids\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNotification($id: UUID!) {\n    deleteNotification(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNotification($id: UUID!) {\n    deleteNotification(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: UUID!, $read: Boolean!) {\n    markNotificationRead(id: $id, read: $read) {\n      ...NotificationItem_notification\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: UUID!, $read: Boolean!) {\n    markNotificationRead(id: $id, read: $read) {\n      ...NotificationItem_notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsViewed($ids: [UUID!]) {\n    markNotificationsViewed(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsViewed($ids: [UUID!]) {\n    markNotificationsViewed(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlannerDone($size: Int!) {\n    doneTodos(offset: 0, size: $size) {\n      total\n      items {\n        ...PlannerTodo\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlannerDone($size: Int!) {\n    doneTodos(offset: 0, size: $size) {\n      total\n      items {\n        ...PlannerTodo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlannerUpcoming($page: Int!) {\n    upcomingPlanners(page: $page) {\n      hasMore\n      items {\n        id\n        plannerDate\n        blocks\n        todo {\n          ...PlannerTodo\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlannerUpcoming($page: Int!) {\n    upcomingPlanners(page: $page) {\n      hasMore\n      items {\n        id\n        plannerDate\n        blocks\n        todo {\n          ...PlannerTodo\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlannerTodo on Todo {\n    id\n    title\n    masked\n    status\n    completeDate\n    cancelledDate\n    isPublic\n    dueDate\n    category {\n      id\n      name\n      color\n      colorName\n    }\n    goal {\n      id\n      title\n      status\n    }\n    viewerCan {\n      edit\n      editTimes\n      delete\n    }\n  }\n"): (typeof documents)["\n  fragment PlannerTodo on Todo {\n    id\n    title\n    masked\n    status\n    completeDate\n    cancelledDate\n    isPublic\n    dueDate\n    category {\n      id\n      name\n      color\n      colorName\n    }\n    goal {\n      id\n      title\n      status\n    }\n    viewerCan {\n      edit\n      editTimes\n      delete\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlannerEntry on Planner {\n    id\n    blocks\n    plannerDate\n    todo {\n      ...PlannerTodo\n    }\n  }\n"): (typeof documents)["\n  fragment PlannerEntry on Planner {\n    id\n    blocks\n    plannerDate\n    todo {\n      ...PlannerTodo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlannerDay($date: LocalDate!) {\n    plannerDay(date: $date) {\n      ...PlannerEntry\n    }\n  }\n"): (typeof documents)["\n  query PlannerDay($date: LocalDate!) {\n    plannerDay(date: $date) {\n      ...PlannerEntry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlannerMemberDay($date: LocalDate!, $userId: UUID!) {\n    plannerDay(date: $date, userId: $userId) {\n      ...PlannerEntry\n    }\n  }\n"): (typeof documents)["\n  query PlannerMemberDay($date: LocalDate!, $userId: UUID!) {\n    plannerDay(date: $date, userId: $userId) {\n      ...PlannerEntry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlannerDates($from: LocalDate!, $to: LocalDate!) {\n    plannerDates(from: $from, to: $to) {\n      date\n      count\n    }\n  }\n"): (typeof documents)["\n  query PlannerDates($from: LocalDate!, $to: LocalDate!) {\n    plannerDates(from: $from, to: $to) {\n      date\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlannerUnfinished($date: LocalDate!, $size: Int!) {\n    unfinishedTodos(date: $date, offset: 0, size: $size) {\n      total\n      items {\n        ...PlannerTodo\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlannerUnfinished($date: LocalDate!, $size: Int!) {\n    unfinishedTodos(date: $date, offset: 0, size: $size) {\n      total\n      items {\n        ...PlannerTodo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlannerInbox($size: Int!) {\n    inbox(offset: 0, size: $size) {\n      total\n      items {\n        ...PlannerTodo\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlannerInbox($size: Int!) {\n    inbox(offset: 0, size: $size) {\n      total\n      items {\n        ...PlannerTodo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlannerWaitingGoals {\n    goalsWithoutTodos {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query PlannerWaitingGoals {\n    goalsWithoutTodos {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlannerCreateTodo($input: CreateTodoInput!) {\n    createTodo(input: $input) {\n      ...PlannerTodo\n      planners {\n        id\n        blocks\n        plannerDate\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlannerCreateTodo($input: CreateTodoInput!) {\n    createTodo(input: $input) {\n      ...PlannerTodo\n      planners {\n        id\n        blocks\n        plannerDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PlannerLive {\n    plannerChanged {\n      date\n      userId\n    }\n  }\n"): (typeof documents)["\n  subscription PlannerLive {\n    plannerChanged {\n      date\n      userId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlannerMoveInboxTodo($id: UUID!, $beforeId: UUID) {\n    moveInboxTodo(id: $id, beforeId: $beforeId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PlannerMoveInboxTodo($id: UUID!, $beforeId: UUID) {\n    moveInboxTodo(id: $id, beforeId: $beforeId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlannerUpdatePlanner($id: UUID!, $blocks: [Int!]!) {\n    updatePlanner(id: $id, blocks: $blocks) {\n      id\n      blocks\n      plannerDate\n    }\n  }\n"): (typeof documents)["\n  mutation PlannerUpdatePlanner($id: UUID!, $blocks: [Int!]!) {\n    updatePlanner(id: $id, blocks: $blocks) {\n      id\n      blocks\n      plannerDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TodoDisplaySetting {\n    me {\n      id\n      todoDisplaySetting {\n        showGoals\n        showEmptyGoals\n      }\n    }\n  }\n"): (typeof documents)["\n  query TodoDisplaySetting {\n    me {\n      id\n      todoDisplaySetting {\n        showGoals\n        showEmptyGoals\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTodoDisplaySetting($input: TodoDisplaySettingInput!) {\n    updateTodoDisplaySetting(input: $input) {\n      id\n      todoDisplaySetting {\n        showGoals\n        showEmptyGoals\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTodoDisplaySetting($input: TodoDisplaySettingInput!) {\n    updateTodoDisplaySetting(input: $input) {\n      id\n      todoDisplaySetting {\n        showGoals\n        showEmptyGoals\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment ProjectSharing_project on Project {\n      id\n      sharedTeams {\n        ...WorkItemSharing\n      }\n    }\n  "): (typeof documents)["\n    fragment ProjectSharing_project on Project {\n      id\n      sharedTeams {\n        ...WorkItemSharing\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment ProjectTable_project on Project {\n      id\n      name\n      deadline\n      priority\n      status\n      registerDate\n      leader {\n        ...ProfileFields\n      }\n      participants {\n        ...ProfileFields\n      }\n      team {\n        id\n        name\n      }\n    }\n  "): (typeof documents)["\n    fragment ProjectTable_project on Project {\n      id\n      name\n      deadline\n      priority\n      status\n      registerDate\n      leader {\n        ...ProfileFields\n      }\n      participants {\n        ...ProfileFields\n      }\n      team {\n        id\n        name\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Projects($teamId: UUID, $workspaceId: UUID, $offset: Int!, $size: Int!) {\n    projects(teamId: $teamId, workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...ProjectTable_project\n      }\n    }\n  }\n"): (typeof documents)["\n  query Projects($teamId: UUID, $workspaceId: UUID, $offset: Int!, $size: Int!) {\n    projects(teamId: $teamId, workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...ProjectTable_project\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Project($id: UUID!) {\n    project(id: $id) {\n      ...ProjectTable_project\n      ...ProjectSharing_project\n      description\n      viewerCan {\n        edit\n        delete\n        share\n      }\n      team {\n        ...WorkItemTeam\n        viewerIsMember\n        workspace {\n          id\n        }\n      }\n      goals {\n        id\n        title\n        status\n        priority\n        endDate\n        leader {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Project($id: UUID!) {\n    project(id: $id) {\n      ...ProjectTable_project\n      ...ProjectSharing_project\n      description\n      viewerCan {\n        edit\n        delete\n        share\n      }\n      team {\n        ...WorkItemTeam\n        viewerIsMember\n        workspace {\n          id\n        }\n      }\n      goals {\n        id\n        title\n        status\n        priority\n        endDate\n        leader {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...ProjectTable_project\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...ProjectTable_project\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProject($id: UUID!) {\n    deleteProject(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProject($id: UUID!) {\n    deleteProject(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProjectSharing($input: ProjectSharingInput!) {\n    setProjectSharing(input: $input) {\n      ...ProjectSharing_project\n    }\n  }\n"): (typeof documents)["\n  mutation SetProjectSharing($input: ProjectSharingInput!) {\n    setProjectSharing(input: $input) {\n      ...ProjectSharing_project\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProject($id: UUID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...ProjectTable_project\n      description\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProject($id: UUID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...ProjectTable_project\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuickFind($text: String!, $size: Int) {\n    quickFind(text: $text, size: $size) {\n      kind\n      id\n      title\n      workspaceId\n      workspaceName\n      teamId\n    }\n  }\n"): (typeof documents)["\n  query QuickFind($text: String!, $size: Int) {\n    quickFind(text: $text, size: $size) {\n      kind\n      id\n      title\n      workspaceId\n      workspaceName\n      teamId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment ReactionBar_reactions on ReactionGroup {\n      emoji\n      count\n      viewerReacted\n      users {\n        id\n        name\n      }\n    }\n  "): (typeof documents)["\n    fragment ReactionBar_reactions on ReactionGroup {\n      emoji\n      count\n      viewerReacted\n      users {\n        id\n        name\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddReaction($target: ReactionTargetInput!, $emoji: String!) {\n    addReaction(target: $target, emoji: $emoji) {\n      ...ReactionBar_reactions\n    }\n  }\n"): (typeof documents)["\n  mutation AddReaction($target: ReactionTargetInput!, $emoji: String!) {\n    addReaction(target: $target, emoji: $emoji) {\n      ...ReactionBar_reactions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveReaction($target: ReactionTargetInput!, $emoji: String!) {\n    removeReaction(target: $target, emoji: $emoji) {\n      ...ReactionBar_reactions\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveReaction($target: ReactionTargetInput!, $emoji: String!) {\n    removeReaction(target: $target, emoji: $emoji) {\n      ...ReactionBar_reactions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportTeams($workspaceId: UUID!) {\n    myTeams(workspaceId: $workspaceId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ReportTeams($workspaceId: UUID!) {\n    myTeams(workspaceId: $workspaceId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembersWithoutReport($teamId: UUID!, $type: ReportTypeCode!, $date: LocalDate!) {\n    membersWithoutReport(teamId: $teamId, type: $type, date: $date) {\n      id\n      name\n      profileImageUrl\n    }\n  }\n"): (typeof documents)["\n  query MembersWithoutReport($teamId: UUID!, $type: ReportTypeCode!, $date: LocalDate!) {\n    membersWithoutReport(teamId: $teamId, type: $type, date: $date) {\n      id\n      name\n      profileImageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment ReceivedReportRow_report on Report {\n      id\n      title\n      type\n      startDate\n      endDate\n      sentAt\n      viewerHasRead\n      workspace {\n        id\n      }\n      author {\n        id\n        name\n        profileImageUrl\n      }\n      receivers {\n        ...ReportReceiverList_receipt\n      }\n    }\n  "): (typeof documents)["\n    fragment ReceivedReportRow_report on Report {\n      id\n      title\n      type\n      startDate\n      endDate\n      sentAt\n      viewerHasRead\n      workspace {\n        id\n      }\n      author {\n        id\n        name\n        profileImageUrl\n      }\n      receivers {\n        ...ReportReceiverList_receipt\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment ReportPage_report on Report {\n      id\n      title\n      type\n      startDate\n      endDate\n      isDraft\n      sentAt\n      authorDeleted\n      registerDate\n      updateDate\n      content\n      ...ReportTimeChart_report\n      viewerHasRead\n      author {\n        id\n        name\n        profileImageUrl\n      }\n      workspace {\n        id\n      }\n      viewerCan {\n        edit\n        send\n        delete\n        receive\n      }\n      receivers {\n        ...ReportReceiverList_receipt\n      }\n    }\n  "): (typeof documents)["\n    fragment ReportPage_report on Report {\n      id\n      title\n      type\n      startDate\n      endDate\n      isDraft\n      sentAt\n      authorDeleted\n      registerDate\n      updateDate\n      content\n      ...ReportTimeChart_report\n      viewerHasRead\n      author {\n        id\n        name\n        profileImageUrl\n      }\n      workspace {\n        id\n      }\n      viewerCan {\n        edit\n        send\n        delete\n        receive\n      }\n      receivers {\n        ...ReportReceiverList_receipt\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment ReportReceiverList_receipt on ReportReceipt {\n      isPrimary\n      isRead\n      readAt\n      sentAt\n      onTheirList\n      user {\n        id\n        name\n        profileImageUrl\n      }\n    }\n  "): (typeof documents)["\n    fragment ReportReceiverList_receipt on ReportReceipt {\n      isPrimary\n      isRead\n      readAt\n      sentAt\n      onTheirList\n      user {\n        id\n        name\n        profileImageUrl\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment ReportTimeChart_report on Report {\n      timeCharts {\n        kind\n        title\n        subtitle\n        pngDataUrl\n        width\n        height\n        values {\n          label\n          text\n        }\n      }\n    }\n  "): (typeof documents)["\n    fragment ReportTimeChart_report on Report {\n      timeCharts {\n        kind\n        title\n        subtitle\n        pngDataUrl\n        width\n        height\n        values {\n          label\n          text\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment SentReportRow_report on Report {\n      id\n      title\n      type\n      startDate\n      endDate\n      isDraft\n      sentAt\n      registerDate\n      workspace {\n        id\n      }\n      receivers {\n        ...ReportReceiverList_receipt\n      }\n    }\n  "): (typeof documents)["\n    fragment SentReportRow_report on Report {\n      id\n      title\n      type\n      startDate\n      endDate\n      isDraft\n      sentAt\n      registerDate\n      workspace {\n        id\n      }\n      receivers {\n        ...ReportReceiverList_receipt\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SentReports($workspaceId: UUID!, $offset: Int!, $size: Int!, $drafts: Boolean) {\n    sentReports(workspaceId: $workspaceId, offset: $offset, size: $size, drafts: $drafts) {\n      total\n      items {\n        ...SentReportRow_report\n      }\n    }\n  }\n"): (typeof documents)["\n  query SentReports($workspaceId: UUID!, $offset: Int!, $size: Int!, $drafts: Boolean) {\n    sentReports(workspaceId: $workspaceId, offset: $offset, size: $size, drafts: $drafts) {\n      total\n      items {\n        ...SentReportRow_report\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReceivedReports($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    receivedReports(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...ReceivedReportRow_report\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReceivedReports($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    receivedReports(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...ReceivedReportRow_report\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadReportCount($workspaceId: UUID!) {\n    unreadReportCount(workspaceId: $workspaceId)\n  }\n"): (typeof documents)["\n  query UnreadReportCount($workspaceId: UUID!) {\n    unreadReportCount(workspaceId: $workspaceId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Report($id: UUID!) {\n    report(id: $id) {\n      ...ReportPage_report\n    }\n  }\n"): (typeof documents)["\n  query Report($id: UUID!) {\n    report(id: $id) {\n      ...ReportPage_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportColleagues($workspaceId: UUID!) {\n    workspace(id: $workspaceId) {\n      id\n      members {\n        id\n        status\n        user {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportColleagues($workspaceId: UUID!) {\n    workspace(id: $workspaceId) {\n      id\n      members {\n        id\n        status\n        user {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ReportsChanged($workspaceId: UUID!) {\n    reportsChanged(workspaceId: $workspaceId) {\n      reportId\n      workspaceId\n    }\n  }\n"): (typeof documents)["\n  subscription ReportsChanged($workspaceId: UUID!) {\n    reportsChanged(workspaceId: $workspaceId) {\n      reportId\n      workspaceId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReport($input: CreateReportInput!) {\n    createReport(input: $input) {\n      ...ReportPage_report\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReport($input: CreateReportInput!) {\n    createReport(input: $input) {\n      ...ReportPage_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReport($id: UUID!) {\n    deleteReport(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteReport($id: UUID!) {\n    deleteReport(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkReportRead($id: UUID!) {\n    markReportRead(id: $id) {\n      ...ReportPage_report\n    }\n  }\n"): (typeof documents)["\n  mutation MarkReportRead($id: UUID!) {\n    markReportRead(id: $id) {\n      ...ReportPage_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveReportReceiver($id: UUID!, $userId: UUID!) {\n    removeReportReceiver(id: $id, userId: $userId) {\n      ...ReportPage_report\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveReportReceiver($id: UUID!, $userId: UUID!) {\n    removeReportReceiver(id: $id, userId: $userId) {\n      ...ReportPage_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestReport($workspaceId: UUID!, $userId: UUID!) {\n    requestReport(workspaceId: $workspaceId, userId: $userId)\n  }\n"): (typeof documents)["\n  mutation RequestReport($workspaceId: UUID!, $userId: UUID!) {\n    requestReport(workspaceId: $workspaceId, userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendReport($id: UUID!, $receivers: [ReportReceiverInput!]!) {\n    sendReport(id: $id, receivers: $receivers) {\n      reportId\n      newReceivers {\n        id\n        name\n      }\n      updatedReceivers {\n        id\n        name\n      }\n      report {\n        ...ReportPage_report\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendReport($id: UUID!, $receivers: [ReportReceiverInput!]!) {\n    sendReport(id: $id, receivers: $receivers) {\n      reportId\n      newReceivers {\n        id\n        name\n      }\n      updatedReceivers {\n        id\n        name\n      }\n      report {\n        ...ReportPage_report\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReport($id: UUID!, $input: UpdateReportInput!) {\n    updateReport(id: $id, input: $input) {\n      ...ReportPage_report\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReport($id: UUID!, $input: UpdateReportInput!) {\n    updateReport(id: $id, input: $input) {\n      ...ReportPage_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n"): (typeof documents)["\n  mutation DeleteAccount {\n    deleteAccount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspacesAwaitingNewOwner {\n    me {\n      id\n      workspacesAwaitingNewOwner {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspacesAwaitingNewOwner {\n    me {\n      id\n      workspacesAwaitingNewOwner {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDemoData {\n    removeDemoData\n  }\n"): (typeof documents)["\n  mutation RemoveDemoData {\n    removeDemoData\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarFeed {\n    calendarFeed {\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query CalendarFeed {\n    calendarFeed {\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetCalendarFeed {\n    resetCalendarFeed {\n      url\n      calendarFeed {\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetCalendarFeed {\n    resetCalendarFeed {\n      url\n      calendarFeed {\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoDataPresent {\n    demoDataPresent\n  }\n"): (typeof documents)["\n  query DemoDataPresent {\n    demoDataPresent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushPublicKey {\n    pushPublicKey\n  }\n"): (typeof documents)["\n  query PushPublicKey {\n    pushPublicKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribePush($input: PushSubscriptionInput!) {\n    subscribePush(input: $input)\n  }\n"): (typeof documents)["\n  mutation SubscribePush($input: PushSubscriptionInput!) {\n    subscribePush(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n"): (typeof documents)["\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalAccessTokens {\n    personalAccessTokens {\n      ...PersonalAccessTokenRow\n    }\n  }\n"): (typeof documents)["\n  query PersonalAccessTokens {\n    personalAccessTokens {\n      ...PersonalAccessTokenRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonalAccessTokenRow on PersonalAccessToken {\n    id\n    name\n    hint\n    scope\n    createdAt\n    expiresAt\n    lastUsedAt\n    lastUsedIp\n    workspaceId\n    workspaceName\n  }\n"): (typeof documents)["\n  fragment PersonalAccessTokenRow on PersonalAccessToken {\n    id\n    name\n    hint\n    scope\n    createdAt\n    expiresAt\n    lastUsedAt\n    lastUsedIp\n    workspaceId\n    workspaceName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      token\n      personalAccessToken {\n        ...PersonalAccessTokenRow\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      token\n      personalAccessToken {\n        ...PersonalAccessTokenRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokePersonalAccessToken($id: UUID!) {\n    revokePersonalAccessToken(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RevokePersonalAccessToken($id: UUID!) {\n    revokePersonalAccessToken(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment TeamMembersPage_member on TeamMember {\n      id\n      registerDate\n      user {\n        ...ProfileFields\n      }\n    }\n  "): (typeof documents)["\n    fragment TeamMembersPage_member on TeamMember {\n      id\n      registerDate\n      user {\n        ...ProfileFields\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamSummary on Team {\n    id\n    name\n    description\n    viewerIsMember\n    workspace {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment TeamSummary on Team {\n    id\n    name\n    description\n    viewerIsMember\n    workspace {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTeams($workspaceId: UUID) {\n    myTeams(workspaceId: $workspaceId) {\n      ...TeamSummary\n    }\n  }\n"): (typeof documents)["\n  query MyTeams($workspaceId: UUID) {\n    myTeams(workspaceId: $workspaceId) {\n      ...TeamSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Team($id: UUID!) {\n    team(id: $id) {\n      ...TeamSummary\n      registerDate\n      viewerCan {\n        addMembers\n        removeMembers\n        leave\n        update\n        delete\n      }\n      members {\n        ...TeamMembersPage_member\n      }\n      workspace {\n        id\n        name\n        members {\n          id\n          role\n          status\n          user {\n            ...ProfileFields\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Team($id: UUID!) {\n    team(id: $id) {\n      ...TeamSummary\n      registerDate\n      viewerCan {\n        addMembers\n        removeMembers\n        leave\n        update\n        delete\n      }\n      members {\n        ...TeamMembersPage_member\n      }\n      workspace {\n        id\n        name\n        members {\n          id\n          role\n          status\n          user {\n            ...ProfileFields\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreateTeamCandidates($id: UUID!) {\n    workspace(id: $id) {\n      id\n      members {\n        id\n        status\n        user {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CreateTeamCandidates($id: UUID!) {\n    workspace(id: $id) {\n      id\n      members {\n        id\n        status\n        user {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamPeople($id: UUID!) {\n    team(id: $id) {\n      id\n      name\n      members {\n        id\n        user {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamPeople($id: UUID!) {\n    team(id: $id) {\n      id\n      name\n      members {\n        id\n        user {\n          ...ProfileFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTeamMembers($teamId: UUID!, $userIds: [UUID!]!) {\n    addTeamMembers(teamId: $teamId, userIds: $userIds) {\n      id\n      members {\n        ...TeamMembersPage_member\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddTeamMembers($teamId: UUID!, $userIds: [UUID!]!) {\n    addTeamMembers(teamId: $teamId, userIds: $userIds) {\n      id\n      members {\n        ...TeamMembersPage_member\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...TeamSummary\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...TeamSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTeam($id: UUID!) {\n    deleteTeam(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTeam($id: UUID!) {\n    deleteTeam(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveTeam($teamId: UUID!) {\n    leaveTeam(teamId: $teamId)\n  }\n"): (typeof documents)["\n  mutation LeaveTeam($teamId: UUID!) {\n    leaveTeam(teamId: $teamId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTeamMember($teamId: UUID!, $userId: UUID!) {\n    removeTeamMember(teamId: $teamId, userId: $userId)\n  }\n"): (typeof documents)["\n  mutation RemoveTeamMember($teamId: UUID!, $userId: UUID!) {\n    removeTeamMember(teamId: $teamId, userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPlannerUpdate($teamId: UUID!, $userId: UUID!) {\n    requestPlannerUpdate(teamId: $teamId, userId: $userId)\n  }\n"): (typeof documents)["\n  mutation RequestPlannerUpdate($teamId: UUID!, $userId: UUID!) {\n    requestPlannerUpdate(teamId: $teamId, userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment GoalTodosCard_todo on Todo {\n      id\n      title\n      masked\n      status\n      completeDate\n      cancelledDate\n      isPublic\n      owner {\n        id\n        name\n        profileImageUrl\n      }\n      planners {\n        id\n        plannerDate\n        blocks\n      }\n      viewerCan {\n        edit\n        editTimes\n        delete\n      }\n    }\n  "): (typeof documents)["\n    fragment GoalTodosCard_todo on Todo {\n      id\n      title\n      masked\n      status\n      completeDate\n      cancelledDate\n      isPublic\n      owner {\n        id\n        name\n        profileImageUrl\n      }\n      planners {\n        id\n        plannerDate\n        blocks\n      }\n      viewerCan {\n        edit\n        editTimes\n        delete\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment TodoDrawerContent_todo on Todo {\n      id\n      title\n      masked\n      content\n      status\n      isPublic\n      dueDate\n      completeDate\n      cancelledDate\n      registerDate\n      updateDate\n      commentCount\n      category {\n        id\n        name\n        color\n        colorName\n      }\n      goal {\n        id\n        title\n        status\n      }\n      project {\n        id\n        name\n      }\n      owner {\n        id\n        name\n        profileImageUrl\n      }\n      planners {\n        id\n        plannerDate\n        blocks\n      }\n      viewerCan {\n        edit\n        editTimes\n        delete\n      }\n    }\n  "): (typeof documents)["\n    fragment TodoDrawerContent_todo on Todo {\n      id\n      title\n      masked\n      content\n      status\n      isPublic\n      dueDate\n      completeDate\n      cancelledDate\n      registerDate\n      updateDate\n      commentCount\n      category {\n        id\n        name\n        color\n        colorName\n      }\n      goal {\n        id\n        title\n        status\n      }\n      project {\n        id\n        name\n      }\n      owner {\n        id\n        name\n        profileImageUrl\n      }\n      planners {\n        id\n        plannerDate\n        blocks\n      }\n      viewerCan {\n        edit\n        editTimes\n        delete\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TodoHistory($id: UUID!, $size: Int!) {\n    todo(id: $id) {\n      id\n      history(size: $size) {\n        hasMore\n        items {\n          id\n          field\n          oldValue\n          newValue\n          createdAt\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TodoHistory($id: UUID!, $size: Int!) {\n    todo(id: $id) {\n      id\n      history(size: $size) {\n        hasMore\n        items {\n          id\n          field\n          oldValue\n          newValue\n          createdAt\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TodoDrawer($id: UUID!) {\n    todo(id: $id) {\n      ...TodoDrawerContent_todo\n    }\n  }\n"): (typeof documents)["\n  query TodoDrawer($id: UUID!) {\n    todo(id: $id) {\n      ...TodoDrawerContent_todo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TodoCategories {\n    categories {\n      id\n      name\n      color\n      colorName\n    }\n  }\n"): (typeof documents)["\n  query TodoCategories {\n    categories {\n      id\n      name\n      color\n      colorName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoalTodos($goalId: UUID!) {\n    goal(id: $goalId) {\n      id\n      work {\n        plannedHours\n        todos\n        doneTodos\n        includesSubgoals\n      }\n      todos {\n        ...GoalTodosCard_todo\n      }\n    }\n  }\n"): (typeof documents)["\n  query GoalTodos($goalId: UUID!) {\n    goal(id: $goalId) {\n      id\n      work {\n        plannedHours\n        todos\n        doneTodos\n        includesSubgoals\n      }\n      todos {\n        ...GoalTodosCard_todo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription GoalTodosChanged($goalId: UUID!) {\n    goalTodosChanged(goalId: $goalId) {\n      goalId\n      todoId\n    }\n  }\n"): (typeof documents)["\n  subscription GoalTodosChanged($goalId: UUID!) {\n    goalTodosChanged(goalId: $goalId) {\n      goalId\n      todoId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGoalTodo($input: CreateTodoInput!) {\n    createTodo(input: $input) {\n      ...GoalTodosCard_todo\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGoalTodo($input: CreateTodoInput!) {\n    createTodo(input: $input) {\n      ...GoalTodosCard_todo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTodo($id: UUID!) {\n    deleteTodo(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTodo($id: UUID!) {\n    deleteTodo(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlanTodo($todoId: UUID!, $date: LocalDate!, $blocks: [Int!]!) {\n    planTodo(todoId: $todoId, date: $date, blocks: $blocks) {\n      id\n      plannerDate\n      blocks\n      todo {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlanTodo($todoId: UUID!, $date: LocalDate!, $blocks: [Int!]!) {\n    planTodo(todoId: $todoId, date: $date, blocks: $blocks) {\n      id\n      plannerDate\n      blocks\n      todo {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePlanner($id: UUID!) {\n    removePlanner(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemovePlanner($id: UUID!) {\n    removePlanner(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeTodo($id: UUID!) {\n    resumeTodo(id: $id) {\n      id\n      status\n      completeDate\n      cancelledDate\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeTodo($id: UUID!) {\n    resumeTodo(id: $id) {\n      id\n      status\n      completeDate\n      cancelledDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTodoComplete($id: UUID!, $complete: Boolean!) {\n    setTodoComplete(id: $id, complete: $complete) {\n      id\n      status\n      completeDate\n      cancelledDate\n    }\n  }\n"): (typeof documents)["\n  mutation SetTodoComplete($id: UUID!, $complete: Boolean!) {\n    setTodoComplete(id: $id, complete: $complete) {\n      id\n      status\n      completeDate\n      cancelledDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopTodo($id: UUID!, $date: LocalDate!) {\n    stopTodo(id: $id, date: $date) {\n      id\n      status\n      completeDate\n      cancelledDate\n      planners {\n        id\n        plannerDate\n        blocks\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StopTodo($id: UUID!, $date: LocalDate!) {\n    stopTodo(id: $id, date: $date) {\n      id\n      status\n      completeDate\n      cancelledDate\n      planners {\n        id\n        plannerDate\n        blocks\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTodo($id: UUID!, $input: UpdateTodoInput!) {\n    updateTodo(id: $id, input: $input) {\n      ...TodoDrawerContent_todo\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTodo($id: UUID!, $input: UpdateTodoInput!) {\n    updateTodo(id: $id, input: $input) {\n      ...TodoDrawerContent_todo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment MembersTab_member on WorkspaceMember {\n      id\n      role\n      status\n      registerDate\n      user {\n        ...ProfileFields\n      }\n      viewerCan {\n        changeRole\n        assignableRoles\n        remove\n        transferOwnership\n      }\n    }\n  "): (typeof documents)["\n    fragment MembersTab_member on WorkspaceMember {\n      id\n      role\n      status\n      registerDate\n      user {\n        ...ProfileFields\n      }\n      viewerCan {\n        changeRole\n        assignableRoles\n        remove\n        transferOwnership\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment PendingInvitations_invitation on Invitation {\n      id\n      email\n      role\n      status\n      registerDate\n      mailFailed\n      inviter {\n        id\n        name\n      }\n    }\n  "): (typeof documents)["\n    fragment PendingInvitations_invitation on Invitation {\n      id\n      email\n      role\n      status\n      registerDate\n      mailFailed\n      inviter {\n        id\n        name\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspaceSummary on Workspace {\n    id\n    name\n    description\n    profileImageUrl\n    viewerRole\n    viewerCan {\n      createTeam\n      update\n      invite\n      delete\n    }\n  }\n"): (typeof documents)["\n  fragment WorkspaceSummary on Workspace {\n    id\n    name\n    description\n    profileImageUrl\n    viewerRole\n    viewerCan {\n      createTeam\n      update\n      invite\n      delete\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWorkspaces {\n    myWorkspaces {\n      ...WorkspaceSummary\n    }\n  }\n"): (typeof documents)["\n  query MyWorkspaces {\n    myWorkspaces {\n      ...WorkspaceSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceSettings($id: UUID!) {\n    workspace(id: $id) {\n      ...WorkspaceSummary\n      registerDate\n      announcementsLeftToday\n      viewerCan {\n        announce\n      }\n      members {\n        ...MembersTab_member\n      }\n      pendingInvitations {\n        ...PendingInvitations_invitation\n      }\n      teams {\n        id\n        name\n        description\n        viewerIsMember\n        viewerCan {\n          delete\n          update\n          addMembers\n          removeMembers\n          leave\n        }\n        members {\n          id\n          user {\n            ...ProfileFields\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceSettings($id: UUID!) {\n    workspace(id: $id) {\n      ...WorkspaceSummary\n      registerDate\n      announcementsLeftToday\n      viewerCan {\n        announce\n      }\n      members {\n        ...MembersTab_member\n      }\n      pendingInvitations {\n        ...PendingInvitations_invitation\n      }\n      teams {\n        id\n        name\n        description\n        viewerIsMember\n        viewerCan {\n          delete\n          update\n          addMembers\n          removeMembers\n          leave\n        }\n        members {\n          id\n          user {\n            ...ProfileFields\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnnounceToWorkspace($workspaceId: UUID!, $input: AnnouncementInput!) {\n    announceToWorkspace(workspaceId: $workspaceId, input: $input) {\n      recipientCount\n      announcementsLeftToday\n    }\n  }\n"): (typeof documents)["\n  mutation AnnounceToWorkspace($workspaceId: UUID!, $input: AnnouncementInput!) {\n    announceToWorkspace(workspaceId: $workspaceId, input: $input) {\n      recipientCount\n      announcementsLeftToday\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelInvitation($id: UUID!) {\n    cancelInvitation(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelInvitation($id: UUID!) {\n    cancelInvitation(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeWorkspaceMemberRole($workspaceId: UUID!, $userId: UUID!, $role: WorkspaceRole!) {\n    changeWorkspaceMemberRole(workspaceId: $workspaceId, userId: $userId, role: $role) {\n      ...MembersTab_member\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeWorkspaceMemberRole($workspaceId: UUID!, $userId: UUID!, $role: WorkspaceRole!) {\n    changeWorkspaceMemberRole(workspaceId: $workspaceId, userId: $userId, role: $role) {\n      ...MembersTab_member\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkspace($input: CreateWorkspaceInput!) {\n    createWorkspace(input: $input) {\n      ...WorkspaceSummary\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWorkspace($input: CreateWorkspaceInput!) {\n    createWorkspace(input: $input) {\n      ...WorkspaceSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWorkspace($id: UUID!) {\n    deleteWorkspace(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWorkspace($id: UUID!) {\n    deleteWorkspace(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteWorkspaceMembers($input: InviteMembersInput!) {\n    inviteWorkspaceMembers(input: $input) {\n      ...PendingInvitations_invitation\n    }\n  }\n"): (typeof documents)["\n  mutation InviteWorkspaceMembers($input: InviteMembersInput!) {\n    inviteWorkspaceMembers(input: $input) {\n      ...PendingInvitations_invitation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RememberWorkspace($workspaceId: UUID!) {\n    rememberWorkspace(workspaceId: $workspaceId) {\n      id\n      lastWorkspaceId\n    }\n  }\n"): (typeof documents)["\n  mutation RememberWorkspace($workspaceId: UUID!) {\n    rememberWorkspace(workspaceId: $workspaceId) {\n      id\n      lastWorkspaceId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveWorkspaceMember($workspaceId: UUID!, $userId: UUID!) {\n    removeWorkspaceMember(workspaceId: $workspaceId, userId: $userId)\n  }\n"): (typeof documents)["\n  mutation RemoveWorkspaceMember($workspaceId: UUID!, $userId: UUID!) {\n    removeWorkspaceMember(workspaceId: $workspaceId, userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendInvitation($id: UUID!) {\n    resendInvitation(id: $id) {\n      id\n      status\n      mailFailed\n    }\n  }\n"): (typeof documents)["\n  mutation ResendInvitation($id: UUID!) {\n    resendInvitation(id: $id) {\n      id\n      status\n      mailFailed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferWorkspaceOwnership($workspaceId: UUID!, $userId: UUID!) {\n    transferWorkspaceOwnership(workspaceId: $workspaceId, userId: $userId) {\n      id\n      viewerRole\n      viewerCan {\n        update\n        delete\n        invite\n        createTeam\n      }\n      members {\n        ...MembersTab_member\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TransferWorkspaceOwnership($workspaceId: UUID!, $userId: UUID!) {\n    transferWorkspaceOwnership(workspaceId: $workspaceId, userId: $userId) {\n      id\n      viewerRole\n      viewerCan {\n        update\n        delete\n        invite\n        createTeam\n      }\n      members {\n        ...MembersTab_member\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkspace($id: UUID!, $input: UpdateWorkspaceInput!) {\n    updateWorkspace(id: $id, input: $input) {\n      ...WorkspaceSummary\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWorkspace($id: UUID!, $input: UpdateWorkspaceInput!) {\n    updateWorkspace(id: $id, input: $input) {\n      ...WorkspaceSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    events\n    enabled\n    consecutiveFailures\n    disabledReason\n    registerDate\n    registeredBy {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    events\n    enabled\n    consecutiveFailures\n    disabledReason\n    registerDate\n    registeredBy {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints($workspaceId: UUID!) {\n    webhookEndpoints(workspaceId: $workspaceId) {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints($workspaceId: UUID!) {\n    webhookEndpoints(workspaceId: $workspaceId) {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: UUID!, $offset: Int!) {\n    webhookDeliveries(endpointId: $endpointId, offset: $offset, size: 20) {\n      total\n      items {\n        id\n        eventType\n        status\n        attempts\n        responseStatus\n        responseMs\n        error\n        updateDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: UUID!, $offset: Int!) {\n    webhookDeliveries(endpointId: $endpointId, offset: $offset, size: 20) {\n      total\n      items {\n        id\n        eventType\n        status\n        attempts\n        responseStatus\n        responseMs\n        error\n        updateDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($id: UUID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($id: UUID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWebhookEndpointEnabled($id: UUID!, $enabled: Boolean!) {\n    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetWebhookEndpointEnabled($id: UUID!, $enabled: Boolean!) {\n    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: UUID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: UUID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;