CREATE TABLE [Sales].[OrderLine] (
    [OrderId]  INT            NOT NULL,
    [LineNo]   SMALLINT       NOT NULL,
    [Sku]      NVARCHAR (40)  NOT NULL,
    [Quantity] INT            NOT NULL,
    CONSTRAINT [PK_OrderLine] PRIMARY KEY CLUSTERED ([OrderId] ASC, [LineNo] ASC),
    CONSTRAINT [FK_OrderLine_Order] FOREIGN KEY ([OrderId]) REFERENCES [Sales].[Order] ([OrderId]) ON DELETE CASCADE
);
