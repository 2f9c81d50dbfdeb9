import PopupKit
import PopupKitHost

/// A host surface that records: it applies every committed transaction to an
/// in-memory ``LayerTree`` and keeps the transactions, accessibility changes,
/// hosted slot reports and requests for the test to read, like swift-nio's testing channel keeps what a pipeline wrote.
///
/// It is the reference every platform surface is checked against, and how host
/// behaviour is tested without a window. End a test with ``finish()``: anything
/// committed or requested that the test never read fails it, and so does an
/// operation the tree refused.
///
/// ```swift
/// let surface = RecordingSurface()
/// var plan = LayerPlan()
/// surface.commit(plan.transaction(to: stage.scene(at: now)))
/// let inserted = surface.readTransaction()?.operations
/// try surface.finish()
/// ```
@MainActor
public final class RecordingSurface: HostSurface {
    /// What a test left unread, or what the tree refused.
    public struct Leftovers: Error, Hashable, Sendable, CustomStringConvertible {
        public var transactions: [LayerTransaction]
        public var accessibilityChanges: [AccessibilityChange]
        public var requests: [HostRequest]
        public var refusals: [LayerTree.Refusal]
        /// Reports of where the app's views go (``HostSurface/hostedSlotsChanged(_:)``) never read.
        public var hostedSlotChanges: [[HostedSlot]] = []

        public var description: String {
            var parts: [String] = []
            if !transactions.isEmpty {
                parts.append("\(transactions.count) unread transaction(s), first at \(transactions[0].time): "
                    + "\(transactions[0].operations)")
            }
            if !accessibilityChanges.isEmpty { parts.append("unread accessibility changes \(accessibilityChanges)") }
            if !requests.isEmpty { parts.append("unread requests \(requests)") }
            if !refusals.isEmpty { parts.append("refused operations \(refusals)") }
            if !hostedSlotChanges.isEmpty { parts.append("unread hosted slot changes \(hostedSlotChanges)") }
            return parts.joined(separator: "; ")
        }
    }

    /// The layers as the committed transactions left them.
    public private(set) var tree = LayerTree()
    /// Every transaction committed, read or not.
    public private(set) var committed: [LayerTransaction] = []
    /// Operations the tree could not apply: each one is a bug in what committed them.
    public private(set) var refusals: [LayerTree.Refusal] = []
    private var unreadTransactions: [LayerTransaction] = []
    private var unreadRequests: [HostRequest] = []
    private var unreadAccessibility: [AccessibilityChange] = []
    private var unreadSlotChanges: [[HostedSlot]] = []
    /// Where the app's views go, as the last report said (bottom to top).
    public private(set) var hostedSlots: [HostedSlot] = []
    /// The elements the screen reader has now.
    public private(set) var accessibilityElements: [AccessibilityElement] = []
    /// The element each request moved the focus to, in request order (`nil` for
    /// requests that move none).
    public private(set) var focusMoves: [AccessibilityElement?] = []

    public init() {}

    public func commit(_ transaction: LayerTransaction) {
        committed.append(transaction)
        unreadTransactions.append(transaction)
        do {
            try tree.apply(transaction)
        } catch {
            refusals.append(error)
        }
    }

    public func accessibilityChanged(_ change: AccessibilityChange) {
        accessibilityElements = change.elements
        unreadAccessibility.append(change)
    }

    public func perform(_ request: HostRequest, focus: AccessibilityElement?) {
        unreadRequests.append(request)
        focusMoves.append(focus)
    }

    public func hostedSlotsChanged(_ slots: [HostedSlot]) {
        hostedSlots = slots
        unreadSlotChanges.append(slots)
    }

    /// Every report of the hosted views' slots not read yet, in order, now read.
    public func readHostedSlotChanges() -> [[HostedSlot]] {
        defer { unreadSlotChanges = [] }
        return unreadSlotChanges
    }

    /// Every accessibility change not read yet, in order, now read.
    public func readAccessibilityChanges() -> [AccessibilityChange] {
        defer { unreadAccessibility = [] }
        return unreadAccessibility
    }

    /// The oldest transaction not read yet.
    public func readTransaction() -> LayerTransaction? {
        unreadTransactions.isEmpty ? nil : unreadTransactions.removeFirst()
    }

    /// Every transaction not read yet, oldest first, now read.
    public func readTransactions() -> [LayerTransaction] {
        defer { unreadTransactions = [] }
        return unreadTransactions
    }

    /// Every request not read yet, in order, now read.
    public func readRequests() -> [HostRequest] {
        defer { unreadRequests = [] }
        return unreadRequests
    }

    /// Ends a test: throws when a transaction, request, accessibility change or
    /// hosted slot report was never read or an operation was refused.
    public func finish() throws(Leftovers) {
        let found = Leftovers(transactions: unreadTransactions, accessibilityChanges: unreadAccessibility,
                              requests: unreadRequests, refusals: refusals, hostedSlotChanges: unreadSlotChanges)
        guard found.transactions.isEmpty, found.accessibilityChanges.isEmpty, found.requests.isEmpty,
              found.refusals.isEmpty, found.hostedSlotChanges.isEmpty else { throw found }
    }
}
