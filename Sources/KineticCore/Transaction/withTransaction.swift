/// Executes a closure with the specified transaction and returns the result.
///
/// State changes made in `body` happen in `transaction`: the attributes they change read its
/// animation.
/// - Parameters:
///   - transaction: An instance of a transaction, set as the thread's current transaction.
///   - body: A closure to execute.
/// - Returns: The result of executing the closure with the specified transaction.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    Transaction.push(transaction)
    let result: Result
    do {
        result = try body()
    } catch {
        transaction.bodyDidReturn()
        throw error
    }
    transaction.bodyDidReturn()
    return result
}

/// Executes a closure with the specified transaction key path and value and returns the result.
/// - Parameters:
///   - keyPath: A key path that indicates the property of the ``Transaction`` to set.
///   - value: The value to set.
///   - body: A closure to execute.
@discardableResult
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
