package com.example.billing;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.ManyToOne;
import java.math.BigDecimal;
import lombok.Getter;
import lombok.Setter;

/** One position of an invoice. */
@Entity
@Getter
@Setter
public class InvoiceLine extends BaseEntity {

    @ManyToOne(optional = false)
    private Invoice invoice;

    private String description;

    private int quantity;

    @Column(name = "unit_price", precision = 12, scale = 2)
    private BigDecimal unitPrice;

    /** Percent, e.g. 19.0. */
    @Column(name = "tax_rate")
    private Double taxRate;
}
