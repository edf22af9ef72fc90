class Order < ApplicationRecord
  belongs_to :customer
  has_many :order_lines
  enum :status, { pending: "pending", paid: "paid", shipped: "shipped", cancelled: "cancelled" }
end
