#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// Core Foundation's run-loop observer API, for an observer that runs when the main run
// loop is about to wait. Linux Foundation does not export these names (Linux has a
// CoreFoundation module of its own, with other Swift names; the host must not import it).

// https://developer.apple.com/documentation/corefoundation/cfindex
@available(iOS 2.0, *)
public typealias CFIndex = Int

// https://developer.apple.com/documentation/corefoundation/cfoptionflags
@available(iOS 2.0, *)
public typealias CFOptionFlags = UInt

// https://developer.apple.com/documentation/corefoundation/cftimeinterval
@available(iOS 2.0, *)
public typealias CFTimeInterval = Double

/// Pass `nil` for the default allocator.
// https://developer.apple.com/documentation/corefoundation/cfallocator
@available(iOS 2.0, *)
public final class CFAllocator {}

// https://developer.apple.com/documentation/corefoundation/cfrunloop
@available(iOS 2.0, *)
public final class CFRunLoop {}

// https://developer.apple.com/documentation/corefoundation/cfrunloopobserver
@available(iOS 2.0, *)
public final class CFRunLoopObserver {}

/// The values are those of CFRunLoop.h.
// https://developer.apple.com/documentation/corefoundation/cfrunloopactivity
@available(iOS 2.0, *)
public struct CFRunLoopActivity: OptionSet, Sendable {
    // https://developer.apple.com/documentation/corefoundation/cfrunloopactivity/rawvalue
    public var rawValue: CFOptionFlags

    // https://developer.apple.com/documentation/corefoundation/cfrunloopactivity/init(rawvalue:)
    public init(rawValue: CFOptionFlags) {
        self.rawValue = rawValue
    }

    // https://developer.apple.com/documentation/corefoundation/cfrunloopactivity/beforewaiting
    public static let beforeWaiting = CFRunLoopActivity(rawValue: 1 << 5)
}

/// Apple's mode wraps a CFString; the host only names `.commonModes`.
// https://developer.apple.com/documentation/corefoundation/cfrunloopmode
@available(iOS 2.0, *)
public struct CFRunLoopMode: Hashable, Sendable {
    // https://developer.apple.com/documentation/corefoundation/cfrunloopmode/commonmodes
    public static let commonModes = CFRunLoopMode()
}

// https://developer.apple.com/documentation/corefoundation/cfrunloopgetmain()
@available(iOS 2.0, *)
public func CFRunLoopGetMain() -> CFRunLoop! {
    fatalError("declaration only")
}

// https://developer.apple.com/documentation/corefoundation/cfrunloopobservercreatewithhandler(_:_:_:_:_:)
@available(iOS 5.0, macOS 10.7, watchOS 2.0, tvOS 9.0, *)
public func CFRunLoopObserverCreateWithHandler(
    _ allocator: CFAllocator!,
    _ activities: CFOptionFlags,
    _ repeats: Bool,
    _ order: CFIndex,
    _ block: ((CFRunLoopObserver?, CFRunLoopActivity) -> Void)!
) -> CFRunLoopObserver! {
    fatalError("declaration only")
}

// https://developer.apple.com/documentation/corefoundation/cfrunloopaddobserver(_:_:_:)
@available(iOS 2.0, *)
public func CFRunLoopAddObserver(_ rl: CFRunLoop!, _ observer: CFRunLoopObserver!, _ mode: CFRunLoopMode!) {
    fatalError("declaration only")
}

// https://developer.apple.com/documentation/corefoundation/cfrunloopremoveobserver(_:_:_:)
@available(iOS 2.0, *)
public func CFRunLoopRemoveObserver(_ rl: CFRunLoop!, _ observer: CFRunLoopObserver!, _ mode: CFRunLoopMode!) {
    fatalError("declaration only")
}
#endif
