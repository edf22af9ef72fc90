CREATE TABLE [Sales].[Order] (
    [OrderId]    INT             IDENTITY (1, 1) NOT NULL,
    [CustomerId] INT             NOT NULL,
    [Total]      DECIMAL (19, 4) CONSTRAINT [DF_Order_Total] DEFAULT ((0)) NOT NULL,
    [Status]     VARCHAR (20)    NOT NULL,
    CONSTRAINT [PK_Order] PRIMARY KEY CLUSTERED ([OrderId] ASC),
    CONSTRAINT [FK_Order_Customer] FOREIGN KEY ([CustomerId]) REFERENCES [dbo].[Customer] ([CustomerId]),
    CONSTRAINT [CK_Order_Status] CHECK ([Status] IN ('new', 'paid', 'shipped'))
);
