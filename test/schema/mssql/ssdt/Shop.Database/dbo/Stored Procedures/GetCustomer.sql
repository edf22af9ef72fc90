CREATE PROCEDURE [dbo].[GetCustomer]
    @CustomerId INT
AS
BEGIN
    SET NOCOUNT ON;
    SELECT [CustomerId], [Name], [Email] FROM [dbo].[Customer] WHERE [CustomerId] = @CustomerId;
END
