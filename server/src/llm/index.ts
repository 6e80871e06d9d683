export {
  type ChatModel,
  type ChatModelSettings,
  createChatModel,
  MODEL_MAX_CONCURRENT,
  MODEL_TIME_LIMIT_MS,
  type ModelReply,
} from './chat-model';
