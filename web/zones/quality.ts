/**
 * How much a scene may draw. `phone`: within a phone's budget (budget/budgets.ts: Mozilla Hubs' mobile
 * limits), used on phones and wherever WebGL is drawn in software on the CPU (a blocked GPU), where every
 * triangle and pixel costs main-thread time. `desktop`: richer (more segments, more decoration).
 */
export type Quality = "phone" | "desktop";

export function qualityFor({ phone, software }: { phone: boolean; software: boolean }): Quality {
  return phone || software ? "phone" : "desktop";
}
