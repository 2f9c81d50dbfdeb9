import PopupKitCore
import PopupKitPresentation
import Foundation

/// A value guarded by a lock, changed in place.
///
/// `LockIsolated` (ConcurrencyExtras) copies its value into the closure and back,
/// which copies a whole queue on every change; this keeps the storage unique so a
/// change costs what the change costs.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
