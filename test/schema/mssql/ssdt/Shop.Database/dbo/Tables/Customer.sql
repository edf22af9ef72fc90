CREATE TABLE [dbo].[Customer]
(
    [CustomerId] INT NOT NULL IDENTITY (1, 1),
    [Name] NVARCHAR (100) NOT NULL,
    [Email] NVARCHAR (256) NULL,
    [CreatedAt] DATETIME2 (7) CONSTRAINT [DF_Customer_CreatedAt] DEFAULT (sysutcdatetime()) NOT NULL,
    [RowVersion] ROWVERSION NOT NULL,
    CONSTRAINT [PK_Customer] PRIMARY KEY CLUSTERED ([CustomerId] ASC)
);


GO
CREATE NONCLUSTERED INDEX [IX_Customer_Email]
    ON [dbo].[Customer]([Email] ASC);


GO
EXECUTE sp_addextendedproperty @name = N'MS_Description', @value = N'People who order', @level0type = N'SCHEMA', @level0name = N'dbo', @level1type = N'TABLE', @level1name = N'Customer';
