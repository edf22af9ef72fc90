package com.example.billing;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.math.BigDecimal;
import java.time.OffsetDateTime;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * Event published when a payment for an invoice arrives.
 *
 * @param paymentId the payment provider's id
 */
public record PaymentReceived(
        @JsonProperty("payment_id") UUID paymentId,
        @JsonProperty("invoice_number") String invoiceNumber,
        BigDecimal amount,
        String currency,
        @JsonProperty("received_at") OffsetDateTime receivedAt,
        PaymentMethod method,
        Optional<String> reference,
        Map<String, String> metadata) {

    /** How the customer paid. */
    public enum PaymentMethod {
        @JsonProperty("card")
        CARD,
        @JsonProperty("sepa_debit")
        SEPA_DEBIT,
        @JsonProperty("bank_transfer")
        BANK_TRANSFER
    }

    @JsonIgnore
    public boolean isForeignCurrency() {
        return !"EUR".equals(currency);
    }
}
