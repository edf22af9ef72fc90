# This file is auto-generated from the current state of the database. Instead
# of editing this file, please use the migrations feature of Active Record to
# incrementally modify your database, and then regenerate this schema definition.
#
# This file is the source Rails uses to define your schema when running `bin/rails
# db:schema:load`. When creating a new database, `bin/rails db:schema:load` tends to
# be faster and is potentially less error prone than running all of your
# migrations from scratch. Old migrations may fail to apply correctly if those
# migrations use external dependencies or application code.
#
# It's strongly recommended that you check this file into your version control system.

ActiveRecord::Schema[7.2].define(version: 2024_05_02_101500) do
  # These are extensions that must be enabled in order to support this database
  enable_extension "pgcrypto"
  enable_extension "plpgsql"

  # Custom types defined in this database.
  # Note that some types may not work with other database engines. Be careful if changing database.
  create_enum "order_status", ["pending", "paid", "shipped", "cancelled"]

  create_table "customers", force: :cascade do |t|
    t.string "email", null: false
    t.string "name", limit: 120
    t.boolean "marketing_opt_in", default: false, null: false
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.index ["email"], name: "index_customers_on_email", unique: true
  end

  create_table "order_lines", primary_key: ["order_id", "position"], force: :cascade do |t|
    t.bigint "order_id", null: false
    t.integer "position", null: false
    t.uuid "product_id", null: false
    t.integer "quantity", default: 1, null: false
    t.decimal "unit_price", precision: 10, scale: 2, null: false
    t.index ["product_id"], name: "index_order_lines_on_product_id"
  end

  create_table "orders", force: :cascade do |t|
    t.bigint "customer_id", null: false
    t.enum "status", default: "pending", null: false, enum_type: "order_status"
    t.decimal "total", precision: 10, scale: 2, null: false
    t.string "tags", default: [], array: true
    t.jsonb "metadata", default: {}, null: false
    t.text "note"
    t.datetime "paid_at"
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.index ["customer_id"], name: "index_orders_on_customer_id"
    t.check_constraint "total >= 0", name: "orders_total_non_negative"
  end

  create_table "products", id: :uuid, default: -> { "gen_random_uuid()" }, force: :cascade do |t|
    t.string "sku", limit: 32, null: false
    t.string "title", null: false
    t.integer "stock", limit: 2, default: 0, null: false
    t.float "weight"
    t.datetime "discontinued_at", precision: nil
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
    t.index ["sku"], name: "index_products_on_sku", unique: true
  end

  add_foreign_key "order_lines", "orders"
  add_foreign_key "order_lines", "products"
  add_foreign_key "orders", "customers", on_delete: :cascade

  create_view "customer_totals", sql_definition: <<-SQL
      SELECT orders.customer_id,
      sum(orders.total) AS total
     FROM orders
    GROUP BY orders.customer_id;
  SQL
end
