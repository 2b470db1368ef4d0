/** Who is asking: the user and the signed-in session their access token belongs to. */
export interface Viewer {
  userId: string;
  sessionId: string;
}
