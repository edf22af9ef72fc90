package com.example.billing;

/** Where an invoice is in its life. */
public enum InvoiceStatus {
    DRAFT,
    ISSUED,
    PAID,
    /** Written off after the last reminder. */
    VOID;

    public boolean isOpen() {
        return this == ISSUED;
    }
}
