import { useNavigate } from "../../router/index.ts";
import { call } from "../../api/http.ts";
import { createChat } from "../../../shared/api/chat.ts";
import { storedAuthToken } from "../../auth/storedLogin.ts";

/**
 * Opens the chat with someone, starting it if the pair has none (POST /api/chat/create answers the pair's
 * one chat every time). Resolves to the specification's error text when it could not, else navigates.
 */
export function useStartChat(me: number) {
  const navigate = useNavigate();
  return async (otherId: number): Promise<string | null> => {
    if (!storedAuthToken()) return "User is not authenticated";
    try {
      const { id } = await call(createChat, { body: { user_1_id: otherId, user_2_id: me } });
      await navigate(`/chat/${id}`);
      return null;
    } catch {
      return "Could not create chat";
    }
  };
}
