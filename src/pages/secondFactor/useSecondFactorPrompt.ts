import { useContext } from "react";
import {
  SecondFactorPromptContext,
  type SecondFactorPromptValue,
} from "./secondFactorPromptContext";

/** The second-factor prompt of the SecondFactorPrompt around the caller. */
export function useSecondFactorPrompt(): SecondFactorPromptValue {
  const prompt = useContext(SecondFactorPromptContext);
  if (!prompt) throw new Error("useSecondFactorPrompt needs a SecondFactorPrompt around it.");
  return prompt;
}
