CREATE VIEW [dbo].[CustomerOrders]
AS SELECT c.[CustomerId], c.[Name], COUNT(o.[OrderId]) AS [Orders]
FROM [dbo].[Customer] AS c LEFT JOIN [Sales].[Order] AS o ON o.[CustomerId] = c.[CustomerId]
GROUP BY c.[CustomerId], c.[Name];
