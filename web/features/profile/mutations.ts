import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PaymentMethodInput, SavedPaymentMethod } from "#schema/api/payment-method";
import type { Profile, ProfileUpdate } from "#schema/api/profile";
import { apiSend } from "#web/lib/api-send";
import { meQuery } from "../auth/api";
import { CAN_REVIEW_KEY, eligibilityQuery, paymentMethodQuery } from "./api";
import { profileQuery } from "./profile-query";

/** Saves name and username; the header and the contest checks read them too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => apiSend<Profile>("PATCH", "/api/user/profile", input),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQuery.queryKey, profile);
      return Promise.all(
        [profileQuery.queryKey, CAN_REVIEW_KEY, eligibilityQuery.queryKey, meQuery.queryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

export function useSavePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentMethodInput) =>
      apiSend<SavedPaymentMethod>("POST", "/api/user/payment-method", input),
    onSuccess: (saved) => {
      queryClient.setQueryData(paymentMethodQuery.queryKey, saved);
      return Promise.all(
        [paymentMethodQuery.queryKey, CAN_REVIEW_KEY, eligibilityQuery.queryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
